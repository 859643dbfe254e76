// Refunds and disputes of a charged pledge: the writes that keep the pledge, the participant's
// raised total and the provider in step. A refund is claimed on the pledge before the provider is
// asked (one refund of a pledge in flight at a time), then settled with the totals in one
// transaction; a dispute moves Charged → Disputed with the totals and the webhook event's claim in
// one transaction, so a redelivered or concurrent event moves nothing twice.
import { thon } from '../thon-service';
import { webhookEventExpiresAt } from './pledge-processing-repository';
import type { PledgeRecord } from './pledges-repository';
import {
  unlessConditionFails,
  writeNamed,
  type TransactionEntities,
  type WriteOutcome,
} from './write-transaction';

const now = () => new Date().toISOString();

/** A claim this old belongs to a request that died (an API call lives 30 s at most). */
export const refundClaimLifetimeMs = 2 * 60 * 1000;

/** The pledge's refunded total as read: two writes from the same reading never both count. */
const refundedAsRead = (pledge: PledgeRecord) =>
  pledge.refundedCents === undefined ? ('notExists' as const) : pledge.refundedCents;

/** The participant's raised total lowered in the same transaction (nothing when it counted nothing). */
const raisedDown = (entities: TransactionEntities, pledge: PledgeRecord, cents: number) =>
  cents > 0
    ? {
        raisedDown: entities.participant
          .patch({ participantId: pledge.participantId })
          .add({ raisedCents: -cents })
          .commit(),
      }
    : {};

/**
 * Takes the pledge's refund claim: only while it is Charged with the refunded total as read, and no
 * other live claim holds it. False when another refund holds it or the pledge moved on.
 */
export function claimRefund(pledge: PledgeRecord, claimId: string): Promise<boolean> {
  const stale = new Date(Date.now() - refundClaimLifetimeMs).toISOString();
  const refunded = refundedAsRead(pledge);
  return unlessConditionFails(
    thon()
      .entities.pledge.patch({ pledgeId: pledge.pledgeId })
      .set({ refundClaimId: claimId, refundClaimedAt: now() })
      .where((stored, { eq, notExists, lt }) =>
        [
          eq(stored.status, 'Charged'),
          refunded === 'notExists' ? notExists(stored.refundedCents) : eq(stored.refundedCents, refunded),
          `(${notExists(stored.refundClaimId)} OR ${lt(stored.refundClaimedAt, stale)})`,
        ].join(' AND '),
      )
      .go(),
  );
}

/** Gives the claim back (the provider refused, or the refund was recorded by its webhook first). */
export function releaseRefundClaim(pledgeId: string, claimId: string): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.pledge.patch({ pledgeId })
      .remove(['refundClaimId', 'refundClaimedAt'])
      .where((stored, { eq }) => eq(stored.refundClaimId, claimId))
      .go(),
  );
}

/**
 * Records the claimed refund and gives the claim back: the pledge's refunded total (Refunded once
 * all of it), and the participant's raised total lowered by the credited part, in one transaction.
 * Refused ('claimHeld') when the claim is no longer ours or the pledge changed since the claim.
 */
export function settleRefund(input: {
  pledge: PledgeRecord;
  claimId: string;
  refundedCents: number;
  raisedDeltaCents: number;
  full: boolean;
}): Promise<WriteOutcome<'claimHeld'>> {
  const { pledge } = input;
  const refunded = refundedAsRead(pledge);
  return writeNamed<'claimHeld'>((entities) => ({
    claimHeld: entities.pledge
      .patch({ pledgeId: pledge.pledgeId })
      .set({
        refundedCents: (pledge.refundedCents ?? 0) + input.refundedCents,
        ...(input.full ? { status: 'Refunded' as const } : {}),
        updatedAt: now(),
      })
      .remove(['refundClaimId', 'refundClaimedAt'])
      .where((stored, { eq, notExists }) =>
        [
          eq(stored.refundClaimId, input.claimId),
          eq(stored.status, 'Charged'),
          refunded === 'notExists' ? notExists(stored.refundedCents) : eq(stored.refundedCents, refunded),
        ].join(' AND '),
      )
      .commit(),
    ...raisedDown(entities, pledge, input.raisedDeltaCents),
  }));
}

export type DisputeWrite = 'firstDelivery' | 'chargedAsRead';

/**
 * A dispute on a charged pledge: Charged → Disputed (from the refunded total as read), the
 * participant's raised total lowered by what the pledge still counted, and the webhook event
 * noted as applied, in one transaction. Refused 'firstDelivery': this event was applied already.
 */
export function writeDisputed(input: {
  pledge: PledgeRecord;
  webhookEventId: string;
  raisedDeltaCents: number;
}): Promise<WriteOutcome<DisputeWrite>> {
  const { pledge } = input;
  const refunded = refundedAsRead(pledge);
  const at = now();
  return writeNamed<DisputeWrite>((entities) => ({
    firstDelivery: entities.webhookEvent
      .create({
        eventId: input.webhookEventId,
        kind: 'disputed',
        createdAt: at,
        expiresAt: webhookEventExpiresAt(),
      })
      .commit(),
    chargedAsRead: entities.pledge
      .patch({ pledgeId: pledge.pledgeId })
      .set({ status: 'Disputed', disputedAt: at, updatedAt: at })
      .where((stored, { eq, notExists }) =>
        [
          eq(stored.status, 'Charged'),
          refunded === 'notExists' ? notExists(stored.refundedCents) : eq(stored.refundedCents, refunded),
        ].join(' AND '),
      )
      .commit(),
    ...raisedDown(entities, pledge, input.raisedDeltaCents),
  }));
}
