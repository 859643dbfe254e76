// The organizer's processing calls on in-memory ports: completing one participant locks their units
// and queues their waiting pledges; a retry queues failed charges again, at most 3 attempts and no
// sooner than a day after the last, each reschedule conditional so two retries queue one attempt.
import { describe, expect, it } from 'vitest';
import { noChargesToRetry, noSuchParticipant } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, NotFound } from '../../../src/domain/errors';
import { completeParticipant } from '../../../src/domain/pledges/processing/complete-participant';
import {
  maxChargeAttempts,
  retryFailedCharges,
  retryIntervalMs,
} from '../../../src/domain/pledges/processing/retry-failed-charges';
import { processingWorld, startMs } from './processing-fixture';

const organizer: Caller = { userId: 'organizer-1', sessionId: 's1', role: 'organizer' };
const otherOrganizer: Caller = { userId: 'organizer-2', sessionId: 's2', role: 'organizer' };
const superAdmin: Caller = { userId: 'admin-1', sessionId: 's3', role: 'super-admin' };

function organizedWorld(pledge: Parameters<typeof processingWorld>[0] = {}) {
  const world = processingWorld(pledge);
  world.records.addEvent({ ...world.records.event('event-1'), organizerUserId: 'organizer-1' });
  return world;
}

describe('completeParticipant', () => {
  it('locks the units, marks the participant for the sweeper and queues their waiting pledges', async () => {
    const world = organizedWorld();
    world.records.addEvent({ ...world.records.event('event-1'), status: 'live' });
    world.records.addPledge({ ...world.records.pledge('pledge-1'), pledgeId: 'pledge-2', status: 'Charged' });
    expect(await completeParticipant(world.deps, organizer, 'kid-1')).toEqual({
      ParticipantId: 'kid-1',
      Queued: 1,
    });
    expect(world.records.participant('kid-1').unitsFinal).toBe(true);
    expect(world.queue.queued).toEqual(['pledge-1']);
    expect([...world.records.markers.keys()]).toEqual(['participant:kid-1']);
  });

  it('answers 404 for an unknown participant and 403 for another organizer’s, changing nothing', async () => {
    const world = organizedWorld();
    await expect(completeParticipant(world.deps, organizer, 'nobody')).rejects.toThrow(
      new NotFound(noSuchParticipant),
    );
    await expect(completeParticipant(world.deps, otherOrganizer, 'kid-1')).rejects.toBeInstanceOf(NotFound);
    expect(world.records.participant('kid-1').unitsFinal).toBeUndefined();
    expect(world.queue.batches).toEqual([]);
  });
});

describe('retryFailedCharges', () => {
  const failedADayAgo = {
    status: 'Failed' as const,
    attempt: 1,
    attemptStartedAt: new Date(startMs - retryIntervalMs).toISOString(),
  };

  it('queues a failed charge a day old again, conditionally: a second retry on the same read queues nothing', async () => {
    const world = organizedWorld(failedADayAgo);
    const [first, second] = await Promise.all([
      retryFailedCharges(world.deps, organizer, 'event-1'),
      retryFailedCharges(world.deps, organizer, 'event-1'),
    ]);
    expect(first.Queued + second.Queued).toBe(1);
    expect(world.queue.queued).toEqual(['pledge-1']);
    expect(world.records.pledge('pledge-1')).toMatchObject({ status: 'Scheduled', attempt: 1 });
    expect(world.records.markers.has('event:event-1')).toBe(true);
  });

  it('waits a full day after the last attempt and stops after the third', async () => {
    const recent = organizedWorld({
      ...failedADayAgo,
      attemptStartedAt: new Date(startMs - retryIntervalMs + 1000).toISOString(),
    });
    expect(await retryFailedCharges(recent.deps, organizer, 'event-1')).toEqual({
      EventId: 'event-1',
      Queued: 0,
    });
    const spent = organizedWorld({ ...failedADayAgo, attempt: maxChargeAttempts });
    expect(await retryFailedCharges(spent.deps, organizer, 'event-1')).toEqual({
      EventId: 'event-1',
      Queued: 0,
    });
    expect([...recent.queue.queued, ...spent.queue.queued]).toEqual([]);
  });

  it('leaves a pledge held for review to a super admin', async () => {
    const world = organizedWorld({ ...failedADayAgo, status: 'NeedsReview' });
    expect((await retryFailedCharges(world.deps, organizer, 'event-1')).Queued).toBe(0);
    expect((await retryFailedCharges(world.deps, superAdmin, 'event-1')).Queued).toBe(1);
  });

  it('refuses before the Thon is completed', async () => {
    const world = organizedWorld(failedADayAgo);
    world.records.addEvent({ ...world.records.event('event-1'), status: 'live' });
    await expect(retryFailedCharges(world.deps, organizer, 'event-1')).rejects.toThrow(
      new Conflict(noChargesToRetry),
    );
  });
});
