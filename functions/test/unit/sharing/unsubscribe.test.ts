// Unsubscribe on in-memory ports: the link an invitation carries stops every later invitation to
// that address; a token we did not make is refused and suppresses nothing.
import { describe, expect, it } from 'vitest';
import { recipientUnsubscribed, unsubscribeLinkInvalid } from '@thon/shared/catalog/sharing-messages';
import { RuleBroken } from '../../../src/domain/errors';
import { sendEmailInvites } from '../../../src/domain/sharing/email-invites';
import { unsubscribe } from '../../../src/domain/sharing/unsubscribe';
import { unsubscribeToken } from '../../../src/domain/sharing/unsubscribe-token';
import { testIdKey } from '../../support/in-memory/id-key';
import { parent, sharingWorld } from './sharing-fixture';

describe('unsubscribe', () => {
  it('is honoured: the invitation link stops every later invitation to the address', async () => {
    const ports = sharingWorld();
    const request = { ParticipantId: 'child-1', Recipients: ['friend@example.org'] };
    await sendEmailInvites(ports, parent, request, 'key-00001');
    const link = new URL(ports.inviteMail.sent[0]?.unsubscribeUrl ?? '');
    const answer = await unsubscribe(ports, link.searchParams.get('Token') ?? '');
    expect(answer.Email).toBe('friend@example.org');
    expect(ports.suppressions.reasons.get('friend@example.org')).toBe('Unsubscribed');

    // Another child of the same parent invites the same friend.
    const sibling = { ...ports.subjects.participants.get('child-1'), participantId: 'child-2' };
    ports.subjects.addParticipant(sibling).linkParent(parent.userId, 'child-2');
    const later = await sendEmailInvites(
      ports,
      parent,
      { ...request, ParticipantId: 'child-2' },
      'key-00002',
    );
    expect(later.Results[0]).toMatchObject({ Status: 'Skipped', Message: recipientUnsubscribed });
    expect(ports.inviteMail.sent).toHaveLength(1);
  });

  it('refuses a token made under another key, suppressing nothing', async () => {
    const ports = sharingWorld();
    const forged = await unsubscribeToken(testIdKey('not-ours'), 'friend@example.org');
    await expect(unsubscribe(ports, forged)).rejects.toThrow(new RuleBroken(unsubscribeLinkInvalid));
    expect(ports.suppressions.reasons.size).toBe(0);
  });
});
