// The Share page's kit on in-memory ports: its page and links point to the site's origin, the
// templates are rendered with the channel's own link, the caps left today count what was sent,
// the teacher sees recipients masked, and a stranger is refused.
import { describe, expect, it } from 'vitest';
import { dailyEmailInvitesPerParticipant, dailySmsInvitesPerParticipant } from '@thon/shared/catalog/limits';
import { maskRecipient } from '@thon/shared/sharing/recipients';
import type { Caller } from '../../../src/domain/caller';
import { Forbidden } from '../../../src/domain/errors';
import { sendEmailInvites } from '../../../src/domain/sharing/email-invites';
import { shareKit } from '../../../src/domain/sharing/share-kit';
import { fixedSite } from '../../support/in-memory/site';
import { parent, sharingWorld, stranger } from './sharing-fixture';

const teacher: Caller = { userId: 'teacher-1', sessionId: 's-4', role: 'teacher' };

describe('share kit', () => {
  it('links to the participant page on the site origin, in every link and rendered text', async () => {
    const ports = { ...sharingWorld(), site: fixedSite('https://fun.example') };
    const kit = await shareKit(ports, parent, 'child-1');
    expect(kit.PageUrl).toBe('https://fun.example/student/child-1');
    for (const link of Object.values(kit.Links))
      expect(link).toMatch(/^https:\/\/fun\.example\/student\/child-1\?/u);
    expect(kit.Rendered.EmailBody).toContain(kit.Links.email);
    expect(kit.Rendered.Sms).toContain(kit.Links.sms);
    expect(kit.Rendered.GuestShare).toContain('{EventUrl}');
  });

  it('counts what was sent today and shows the parent the recipients in full', async () => {
    const ports = sharingWorld();
    await sendEmailInvites(
      ports,
      parent,
      { ParticipantId: 'child-1', Recipients: ['friend@example.org'] },
      'key-00001',
    );
    const kit = await shareKit(ports, parent, 'child-1');
    expect(kit.RemainingToday).toEqual({
      Email: dailyEmailInvitesPerParticipant - 1,
      Sms: dailySmsInvitesPerParticipant,
    });
    expect(kit.Invites.map((invite) => invite.Recipient)).toEqual(['friend@example.org']);
  });

  it('masks the recipients for the class teacher', async () => {
    const ports = sharingWorld();
    await sendEmailInvites(
      ports,
      parent,
      { ParticipantId: 'child-1', Recipients: ['friend@example.org'] },
      'key-00001',
    );
    const kit = await shareKit(ports, teacher, 'child-1');
    expect(kit.Invites.map((invite) => invite.Recipient)).toEqual([maskRecipient('friend@example.org')]);
  });

  it('refuses a parent of another child', async () => {
    await expect(shareKit(sharingWorld(), stranger, 'child-1')).rejects.toThrow(Forbidden);
  });
});
