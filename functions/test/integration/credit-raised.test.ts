// creditRaised against the emulator: every credit carries an idempotency key (the pledge or
// donation id), so a redelivered message or a duplicate webhook counts once.
import { describe, expect, it } from 'vitest';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';

useStackEnvironment();

async function newParticipant() {
  const { eventId } = await createTestEvent();
  return (await createTestParticipant(eventId, await createTestTeam(eventId))).participantId;
}

describe('creditRaised', () => {
  it('counts a credit applied twice with the same key once, and says the second was already applied', async () => {
    const { creditRaised, getParticipant } =
      await import('../../src/data/repositories/participants-repository');
    const participantId = await newParticipant();
    expect(await creditRaised(participantId, 2_500, 'pledge-a')).toEqual({ kind: 'applied' });
    expect(await creditRaised(participantId, 2_500, 'pledge-a')).toEqual({ kind: 'already-applied' });
    expect(await creditRaised(participantId, 100, 'pledge-b')).toEqual({ kind: 'applied' });
    expect((await getParticipant(participantId))?.raisedCents).toBe(2_600);
  });

  it('lets only one of ten concurrent deliveries of one credit count', async () => {
    const { creditRaised, getParticipant } =
      await import('../../src/data/repositories/participants-repository');
    const participantId = await newParticipant();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => creditRaised(participantId, 700, `pledge-${participantId}`)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'already-applied')).toHaveLength(9);
    expect((await getParticipant(participantId))?.raisedCents).toBe(700);
  });

  it('credits nothing and claims no key for an unknown participant; refuses fractions of a cent', async () => {
    const { creditRaised, getParticipant } =
      await import('../../src/data/repositories/participants-repository');
    expect(await creditRaised('no-such-participant', 100, 'pledge-lost')).toEqual({ kind: 'no-participant' });
    expect(await getParticipant('no-such-participant')).toBeUndefined();
    const participantId = await newParticipant();
    await expect(creditRaised(participantId, 1.5, 'pledge-half')).rejects.toThrow(/whole cents/);
    // The key of the refused credit stays free for the participant it was meant for.
    expect(await creditRaised(participantId, 150, 'pledge-lost')).toEqual({ kind: 'applied' });
  });
});
