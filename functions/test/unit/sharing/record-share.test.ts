// Social shares on in-memory ports: each address counts at most 20 shares of a participant an
// hour (the 20th counts, the 21st is answered uncounted), and the next hour counts again.
import { describe, expect, it } from 'vitest';
import { NotFound } from '../../../src/domain/errors';
import { recordShare, sharesPerAddressPerHour } from '../../../src/domain/sharing/record-share';
import { sharingWorld } from './sharing-fixture';

const share = { ParticipantId: 'child-1', Channel: 'facebook' } as const;

describe('recording a share', () => {
  it('counts up to the hourly limit per address, exactly, and no further', async () => {
    const ports = sharingWorld();
    const answers = [];
    for (let index = 0; index < sharesPerAddressPerHour + 1; index += 1) {
      answers.push(await recordShare(ports, share, '203.0.113.9'));
    }
    expect(answers.at(-2)).toEqual({ Counted: true, SharesCount: sharesPerAddressPerHour });
    expect(answers.at(-1)?.Counted).toBe(false);
    expect(ports.invites.shares.get('child-1')).toBe(sharesPerAddressPerHour);
    // Another address, and the next hour, count again.
    expect((await recordShare(ports, share, '203.0.113.10')).Counted).toBe(true);
    ports.clock.advance(60 * 60 * 1000);
    expect((await recordShare(ports, share, '203.0.113.9')).Counted).toBe(true);
  });

  it('answers 404 for a hidden participant', async () => {
    const ports = sharingWorld();
    ports.subjects.addParticipant({ participantId: 'hidden-1', eventId: 'event-1', hiddenFromPublic: true });
    await expect(
      recordShare(ports, { ...share, ParticipantId: 'hidden-1' }, '203.0.113.9'),
    ).rejects.toBeInstanceOf(NotFound);
  });
});
