// Pledge processing's writes: each state move is conditional on the state read, so a
// duplicate message, a redelivery or a concurrent sweeper never moves a pledge twice; the money
// moves (credit once per pledge id, pledged to raised) ride in the same transaction as the move.
import type { StoredPledgeStatus } from '../stored-values/pledges';
import { thon } from '../thon-service';
import type { PledgeRecord } from './pledges-repository';
import { isConditionFailure, unlessConditionFails, writeNamed, type WriteOutcome } from './write-transaction';

const now = () => new Date().toISOString();

/**
 * Scheduled → Charging with the next attempt, answering the pledge AS CLAIMED (the update's
 * ALL_NEW image): what is charged is read in the same conditional write that claims it, so a
 * donor's change that lands between the worker's read and its claim is charged as changed.
 * Undefined when another worker (or the donor) moved it first.
 */
export async function claimCharge(
  pledgeId: string,
  attempt: number,
  at = now(),
): Promise<PledgeRecord | undefined> {
  try {
    const { data } = await thon()
      .entities.pledge.patch({ pledgeId })
      .set({ status: 'Charging', attempt, attemptStartedAt: at, updatedAt: at })
      .where((stored, { eq }) => eq(stored.status, 'Scheduled'))
      .go({ response: 'all_new' });
    return data as PledgeRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** claimCharge, answering only whether the claim was made (tests playing a crashed worker). */
export async function claimForCharging(pledge: PledgeRecord, attempt: number): Promise<boolean> {
  return (await claimCharge(pledge.pledgeId, attempt)) !== undefined;
}

export type ChargedWrite = 'stillCharging' | 'firstCredit' | 'participantExists';

/**
 * Charging → Charged, crediting the settled amount to the participant's raised total once (credit
 * claim keyed by the pledge id) and taking the pledge's estimate out of pledged, in one transaction.
 */
export function writeCharged(input: {
  pledge: PledgeRecord;
  settledCents: number;
  chargedCents: number;
  paymentIntentId: string;
  /** The pledge's part of the participant's pledgedCents (rate x min(units, cap, max)). */
  estimateCents: number;
  withCredit: boolean;
}): Promise<WriteOutcome<ChargedWrite>> {
  const { pledge, settledCents } = input;
  const { pledgeId, participantId } = pledge;
  const createdAt = now();
  return writeNamed<ChargedWrite>((entities) => ({
    stillCharging: entities.pledge
      .patch({ pledgeId })
      .set({
        status: 'Charged',
        settledCents,
        chargedCents: input.chargedCents,
        paymentIntentId: input.paymentIntentId,
        updatedAt: createdAt,
      })
      .where((stored, { eq }) => eq(stored.status, 'Charging'))
      .commit(),
    ...(input.withCredit
      ? {
          firstCredit: entities.creditClaim
            .create({ idempotencyKey: pledgeId, participantId, cents: settledCents, createdAt })
            .commit(),
          participantExists: entities.participant
            .patch({ participantId })
            .add({ raisedCents: settledCents, pledgedCents: -input.estimateCents, pledgeVersion: 1 })
            .commit(),
        }
      : {}),
  }));
}

/**
 * A pledge settled without money (below the $1 minimum) or stopped (declined, needs the donor's
 * authentication): the move, from the status read, and the participant's pledged total when the
 * pledge no longer counts.
 */
export function writeUnpaid(input: {
  pledge: PledgeRecord;
  from: StoredPledgeStatus;
  to: 'BelowMinimum' | 'Failed' | 'RequiresAction';
  settledCents?: number;
  failureCode?: string;
  /** A new manage link's hash, when the donor is asked to act. */
  manageTokenHash?: string;
  estimateCents: number;
}): Promise<WriteOutcome<'asRead' | 'participantExists'>> {
  const { pledge, from, to } = input;
  return writeNamed<'asRead' | 'participantExists'>((entities) => ({
    asRead: entities.pledge
      .patch({ pledgeId: pledge.pledgeId })
      .set({
        status: to,
        updatedAt: now(),
        ...(input.settledCents === undefined ? {} : { settledCents: input.settledCents }),
        ...(input.failureCode ? { failureCode: input.failureCode } : {}),
        ...(input.manageTokenHash ? { manageTokenHash: input.manageTokenHash } : {}),
      })
      .where((stored, { eq }) => eq(stored.status, from))
      .commit(),
    ...(to === 'BelowMinimum' && input.estimateCents !== 0
      ? {
          participantExists: entities.participant
            .patch({ participantId: pledge.participantId })
            .add({ pledgedCents: -input.estimateCents, pledgeVersion: 1 })
            .commit(),
        }
      : {}),
  }));
}

/** Failed or RequiresAction → Scheduled with the donor's new card (from the status read). */
export function rescheduleWithCard(
  pledgeId: string,
  from: StoredPledgeStatus,
  card: { paymentMethodId: string; setupIntentId: string },
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.pledge.patch({ pledgeId })
      .set({ status: 'Scheduled', ...card, updatedAt: now() })
      .where((stored, { eq }) => eq(stored.status, from))
      .go(),
  );
}

/**
 * Failed, RequiresAction or NeedsReview → Scheduled again (an organizer's retry, a super admin's
 * decision), only if neither its status nor its attempt moved since the read: two retries racing
 * on one read schedule one attempt, not two.
 */
export function rescheduleCharge(
  pledge: Pick<PledgeRecord, 'pledgeId' | 'status' | 'attempt'>,
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.pledge.patch({ pledgeId: pledge.pledgeId })
      .set({ status: 'Scheduled', updatedAt: now() })
      .where((stored, { eq, notExists }) =>
        [
          eq(stored.status, pledge.status),
          pledge.attempt === undefined ? notExists(stored.attempt) : eq(stored.attempt, pledge.attempt),
        ].join(' AND '),
      )
      .go(),
  );
}

/** Charging → NeedsReview: a claim whose provider key may have expired waits for a person. */
export function holdForReview(pledge: Pick<PledgeRecord, 'pledgeId' | 'attempt'>): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.pledge.patch({ pledgeId: pledge.pledgeId })
      .set({ status: 'NeedsReview', updatedAt: now() })
      .where((stored, { eq }) =>
        [eq(stored.status, 'Charging'), eq(stored.attempt, pledge.attempt ?? 0)].join(' AND '),
      )
      .go(),
  );
}

export interface ProcessingMarker {
  key: string;
  eventId: string;
  participantId?: string;
}

/** Notes work in flight for the sweeper (an event or a participant completed). */
export async function putProcessingMarker(marker: ProcessingMarker): Promise<void> {
  await thon()
    .entities.processingMarker.put({ ...marker, scope: 'pledge-processing', createdAt: now() })
    .go();
}

export async function listProcessingMarkers(): Promise<ProcessingMarker[]> {
  const { data } = await thon()
    .entities.processingMarker.query.byScope({ scope: 'pledge-processing' })
    .go({ pages: 'all' });
  return data.map(({ key, eventId, participantId }) => ({
    key,
    eventId,
    ...(participantId ? { participantId } : {}),
  }));
}

export async function removeProcessingMarker(key: string): Promise<void> {
  await thon().entities.processingMarker.delete({ scope: 'pledge-processing', key }).go();
}

/** Units are final for this participant (CompleteParticipant); false if not in that event. */
export function markUnitsFinal(participantId: string, eventId: string): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.participant.patch({ participantId })
      .set({ unitsFinal: true })
      .where((participant, { eq }) => eq(participant.eventId, eventId))
      .go(),
  );
}

/**
 * Records a refund: the pledge's refundedCents (only if still what was read, so two refunds never
 * both count) and its status once fully refunded, with the participant's raised total lowered by
 * the credited part, in one transaction.
 */
export function writeRefund(input: {
  pledge: PledgeRecord;
  refundedCents: number;
  raisedDeltaCents: number;
  full: boolean;
}): Promise<WriteOutcome<'refundAsRead'>> {
  const { pledge } = input;
  return writeNamed<'refundAsRead'>((entities) => ({
    refundAsRead: entities.pledge
      .patch({ pledgeId: pledge.pledgeId })
      .set({
        refundedCents: (pledge.refundedCents ?? 0) + input.refundedCents,
        ...(input.full ? { status: 'Refunded' as const } : {}),
        updatedAt: now(),
      })
      .where((stored, { eq, notExists }) =>
        [
          eq(stored.status, 'Charged'),
          pledge.refundedCents === undefined
            ? notExists(stored.refundedCents)
            : eq(stored.refundedCents, pledge.refundedCents),
        ].join(' AND '),
      )
      .commit(),
    raisedDown: entities.participant
      .patch({ participantId: pledge.participantId })
      .add({ raisedCents: -input.raisedDeltaCents })
      .commit(),
  }));
}

/** Whether the provider's webhook event was applied already. */
export async function webhookEventSeen(eventId: string): Promise<boolean> {
  const { data } = await thon().entities.webhookEvent.get({ eventId }).go();
  return data !== null;
}

/** Webhook event notes outlive the provider's retries (Stripe retries an event for up to 3 days). */
const webhookEventRetentionSeconds = 30 * 24 * 60 * 60;

/** When a webhook event note written now expires (the table's TTL, epoch seconds). */
export const webhookEventExpiresAt = () => Math.floor(Date.now() / 1000) + webhookEventRetentionSeconds;

/** Notes a webhook event as applied (after applying it: a failure in between is retried by Stripe). */
export async function recordWebhookEvent(eventId: string, kind: string): Promise<void> {
  await thon()
    .entities.webhookEvent.put({
      eventId,
      kind,
      createdAt: now(),
      expiresAt: webhookEventExpiresAt(),
    })
    .go();
}

/**
 * What charging a pledge needs besides the pledge, in ONE TransactGetItems: its participant (the
 * units), its event (status, max units) and its organization (the payout account).
 */
export async function readChargeContext(keys: {
  participantId: string;
  eventId: string;
  organizationId: string;
}) {
  const { data } = await thon()
    .transaction.get(({ participant, event, organization }) => [
      participant.get({ participantId: keys.participantId }).commit(),
      event.get({ eventId: keys.eventId }).commit(),
      organization.get({ organizationId: keys.organizationId }).commit(),
    ])
    .go();
  const [participant, event, organization] = data;
  return {
    participant: participant?.item ?? undefined,
    event: event?.item ?? undefined,
    organization: organization?.item ?? undefined,
  };
}

/** Notes a dispute the donor's bank opened on a charged pledge (the organizer's report shows it). */
export function markDisputed(pledgeId: string): Promise<boolean> {
  return unlessConditionFails(
    thon().entities.pledge.patch({ pledgeId }).set({ disputedAt: now(), updatedAt: now() }).go(),
  );
}
