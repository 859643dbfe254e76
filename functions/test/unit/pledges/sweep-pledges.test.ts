// The sweeper and the reconciliation of claims a crash left Charging, on in-memory ports: a charge
// found at the provider is recorded (never taken again), a young claim is queued to replay its
// key, an old one is held for review, and a Thon with nothing waiting moves to processed.
import { describe, expect, it } from 'vitest';
import { chargeKeyLifetimeMs } from '../../../src/domain/pledges/processing/charge-pledge';
import { reconcileCharge } from '../../../src/domain/pledges/processing/reconcile-charge';
import { staleChargingMs, sweepPledges } from '../../../src/domain/pledges/processing/sweep-pledges';
import { processingWorld, sevenUnits } from './processing-fixture';

/** A worker that claimed the pledge and died, its charge made or not. */
async function crashedClaim(world: ReturnType<typeof processingWorld>, charged: boolean) {
  const { records, payments, clock } = world;
  await records.claimCharge('pledge-1', 1, new Date(clock.nowMs()).toISOString());
  if (charged) {
    await payments.charge({
      amountCents: sevenUnits.donorPaysCents,
      currency: 'usd',
      paymentMethodId: 'pm_ada',
      offSession: true,
      destinationAccountId: 'acct_school',
      applicationFeeCents: sevenUnits.applicationFeeCents,
      idempotencyKey: 'pledge-1:charge:1',
      metadata: { pledgeId: 'pledge-1', attempt: '1' },
    });
  }
  await records.putProcessingMarker({ key: 'event:event-1', eventId: 'event-1' });
}

describe('reconcileCharge', () => {
  it('records a charge found at the provider, credited once, without charging again', async () => {
    const world = processingWorld();
    await crashedClaim(world, true);
    expect(await reconcileCharge(world.deps, 'pledge-1')).toBe('recorded');
    expect(world.records.pledge('pledge-1')).toMatchObject({
      status: 'Charged',
      chargedCents: sevenUnits.donorPaysCents,
      settledCents: sevenUnits.settledCents,
    });
    expect(world.records.participant('kid-1').raisedCents).toBe(sevenUnits.settledCents);
    expect(world.payments.chargeRequests).toHaveLength(1);
    expect(await reconcileCharge(world.deps, 'pledge-1')).toBe('skipped');
    expect(world.records.participant('kid-1').raisedCents).toBe(sevenUnits.settledCents);
    // The charge a crash left unrecorded is counted when it is recorded, once.
    expect(world.metrics.counted).toEqual([{ metric: 'ChargesSucceeded', value: 1 }]);
  });

  it('asks for a replay of a young claim with nothing taken, and holds an old one for review', async () => {
    const world = processingWorld();
    await crashedClaim(world, false);
    expect(await reconcileCharge(world.deps, 'pledge-1')).toBe('requeue');
    world.clock.advance(chargeKeyLifetimeMs);
    expect(await reconcileCharge(world.deps, 'pledge-1')).toBe('held');
    expect(world.records.pledge('pledge-1').status).toBe('NeedsReview');
    expect(world.payments.chargeRequests).toEqual([]);
  });
});

describe('sweepPledges', () => {
  it('queues a pledge still Scheduled (a lost message) and keeps the marker', async () => {
    const world = processingWorld();
    await world.records.putProcessingMarker({ key: 'event:event-1', eventId: 'event-1' });
    expect(await sweepPledges(world.deps)).toEqual({ requeued: 1, processedEvents: 0, recorded: 0, held: 0 });
    expect(world.queue.queued).toEqual(['pledge-1']);
    expect(world.records.markers.has('event:event-1')).toBe(true);
    expect(world.records.events.get('event-1')?.status).toBe('completed');
  });

  it('leaves a fresh claim to its worker, then records a stale one found charged and closes the Thon', async () => {
    const world = processingWorld();
    await crashedClaim(world, true);
    expect(await sweepPledges(world.deps)).toEqual({ requeued: 0, processedEvents: 0, recorded: 0, held: 0 });
    expect(world.records.pledge('pledge-1').status).toBe('Charging');

    world.clock.advance(staleChargingMs + 1000);
    expect(await sweepPledges(world.deps)).toEqual({ requeued: 0, processedEvents: 1, recorded: 1, held: 0 });
    expect(world.records.pledge('pledge-1').status).toBe('Charged');
    expect(world.records.events.get('event-1')?.status).toBe('processed');
    expect(world.records.markers.size).toBe(0);
    expect(world.payments.takenCents).toEqual([sevenUnits.donorPaysCents]);
    expect(world.queue.queued).toEqual([]);
  });

  it('queues a stale claim with nothing taken again, to replay its own key', async () => {
    const world = processingWorld();
    await crashedClaim(world, false);
    world.clock.advance(staleChargingMs + 1000);
    expect(await sweepPledges(world.deps)).toMatchObject({ requeued: 1, processedEvents: 0 });
    expect(world.queue.queued).toEqual(['pledge-1']);
  });

  it('closes a participant marker without moving the Thon', async () => {
    const world = processingWorld({ status: 'Charged' });
    await world.records.putProcessingMarker({
      key: 'participant:kid-1',
      eventId: 'event-1',
      participantId: 'kid-1',
    });
    expect(await sweepPledges(world.deps)).toEqual({ requeued: 0, processedEvents: 0, recorded: 0, held: 0 });
    expect(world.records.markers.size).toBe(0);
    expect(world.records.events.get('event-1')?.status).toBe('completed');
  });
});
