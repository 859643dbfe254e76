// Charging one per-unit pledge once its participant's units are final. Exactly once:
// the pledge moves Scheduled → Charging (conditional) before the provider is asked, the charge
// carries the key `{pledgeId}:charge:{attempt}` (a redelivery of a pledge left Charging by a crash
// charges again with the SAME key, so the provider answers the first charge), and the move to
// Charged credits the participant once (credit claim keyed by the pledge id). Each outcome is
// counted by the conditional write that records it (finishCharged, stopped), whoever makes it
// (worker, webhook, sweep): a redelivery or the second of worker and webhook counts nothing.
import {
  chargeFailedAuthentication,
  chargeFailedDeclined,
  chargeFailedSubject,
  preChargeNotice,
  preChargeSubject,
  receiptCharged,
  receiptSubject,
  updateCardLinkLabel,
  emailBreakdown,
} from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import { centsToDollars } from '@thon/shared/pledges/cents';
import { feeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import type { EventRecord } from '../../../data/repositories/events-repository';
import type { OrganizationRecord } from '../../../data/repositories/organizations-repository';
import type { ParticipantRecord } from '../../../data/repositories/participants-repository';
import type { PledgeRecord } from '../../../data/repositories/pledges-repository';
import { emailBodies } from '../../email-body';
import { createSecret } from '../../auth/one-time-secret';
import { displayName } from '../../display-name';
import { manageLink, manageTokenOf } from '../pledge-emails';
import { pledgeAmountCents, pledgeCountableUnits, pledgeTermsOf } from '../pledge-terms';
import { paymentsOfPledge } from '../payments-of-thon';
import type { PledgePorts } from '../ports';
import type { ChargeResult } from './processing-contract';

const money = (cents: number) => formatDollars(centsToDollars(cents));

/** What charging a pledge reads, writes, asks the provider, sends and when. */
export type ChargeDeps = Pick<
  PledgePorts,
  | 'pledges'
  | 'charges'
  | 'thons'
  | 'payments'
  | 'testPayments'
  | 'mailer'
  | 'clock'
  | 'links'
  | 'logger'
  | 'metrics'
>;

/** A participant's pledges are due once the Thon completed or their own units were made final. */
export function isDue(
  event: Pick<EventRecord, 'status'>,
  participant: Pick<ParticipantRecord, 'unitsFinal'>,
) {
  return event.status === 'completed' || event.status === 'processed' || participant.unitsFinal === true;
}

interface Facts {
  pledge: PledgeRecord;
  participant: ParticipantRecord;
  event: EventRecord;
  organization?: OrganizationRecord;
  units: number;
  settledCents: number;
}

/** Sending a processing email: a refusal is logged, never undoes the state move it follows. */
type Notifier = Pick<ChargeDeps, 'mailer' | 'logger'>;

async function notify(
  deps: Notifier,
  to: string,
  subject: string,
  paragraphs: Parameters<typeof emailBodies>[0],
  pledgeId: string,
) {
  try {
    await deps.mailer.send({ to, subject, ...emailBodies(paragraphs) });
  } catch (error) {
    deps.logger.error('Pledge processing email not sent', { pledgeId, error: String(error) });
  }
}

function preChargeEmail(deps: Notifier, { pledge, participant, event, units, settledCents }: Facts) {
  const name = displayName(participant.firstName, participant.lastName);
  const charged = feeBreakdown({
    amountCents: settledCents,
    commissionPercent: pledge.commissionPercent,
    coverExpense: pledge.coverExpense,
  });
  return notify(
    deps,
    pledge.donorEmail,
    preChargeSubject(name),
    [preChargeNotice(money(charged.donorPaysCents), units, event.unitName, name)],
    pledge.pledgeId,
  );
}

function receiptEmail(deps: Notifier, facts: Facts) {
  const { pledge, participant, event, settledCents } = facts;
  const name = displayName(participant.firstName, participant.lastName);
  const split = feeBreakdown({
    amountCents: settledCents,
    commissionPercent: pledge.commissionPercent,
    coverExpense: pledge.coverExpense,
  });
  return notify(
    deps,
    pledge.donorEmail,
    receiptSubject(name),
    [
      receiptCharged(money(split.donorPaysCents), name, event.name),
      emailBreakdown(money(split.schoolCents), money(split.commissionCents), money(split.expenseCents)),
      ...(facts.organization?.taxStatement ? [facts.organization.taxStatement] : []),
    ],
    pledge.pledgeId,
  );
}

/** Settles a pledge whose card was refused: the donor gets a fresh manage link to change the card. */
export async function stopped(
  deps: Pick<ChargeDeps, 'charges' | 'pledges' | 'mailer' | 'links' | 'logger' | 'metrics'>,
  facts: Facts,
  to: 'Failed' | 'RequiresAction',
  failureCode: string,
  estimateCents: number,
) {
  const manage = createSecret();
  const outcome = await deps.charges.writeUnpaid({
    pledge: facts.pledge,
    from: 'Charging',
    to,
    failureCode,
    manageTokenHash: manage.hash,
    estimateCents,
  });
  const result = to === 'Failed' ? ('failed' as const) : ('requires-action' as const);
  if (!outcome.written) {
    // The provider's webhook for this very charge may have stopped it first (and emailed the donor).
    const recorded = await deps.pledges.getPledge(facts.pledge.pledgeId);
    return recorded?.status === to ? result : ('skipped' as const);
  }
  deps.metrics.count(
    to === 'Failed' ? businessMetrics.chargesFailed : businessMetrics.chargesRequiringAction,
  );
  const name = displayName(facts.participant.firstName, facts.participant.lastName);
  await notify(
    deps,
    facts.pledge.donorEmail,
    chargeFailedSubject(name),
    [
      to === 'Failed' ? chargeFailedDeclined : chargeFailedAuthentication,
      {
        link: manageLink(deps.links, manageTokenOf(facts.pledge.pledgeId, manage.secret)),
        label: updateCardLinkLabel,
      },
    ],
    facts.pledge.pledgeId,
  );
  return result;
}

/**
 * What a per-unit pledge's final units come to: the units counted and the settled amount (rate x
 * min(units, cap, event max)), which is also its part of pledgedCents now the units are final.
 */
function amountsOf(pledge: PledgeRecord, participant: ParticipantRecord, event: EventRecord) {
  const { maxUnits } = pledgeTermsOf(event);
  // Never more units than the donor was shown when pledging (pledge-terms).
  const units = Math.min(participant.units ?? 0, pledgeCountableUnits(pledge, maxUnits));
  const settledCents = pledgeAmountCents(pledge, participant.units ?? 0, maxUnits);
  return { units, settledCents, estimateCents: settledCents };
}

export type DueFacts = Facts & { estimateCents: number };

/** The same facts for the pledge as claimed (the donor may have changed it since the read). */
const asClaimed = (facts: DueFacts, pledge: PledgeRecord): DueFacts => ({
  ...facts,
  pledge,
  ...amountsOf(pledge, facts.participant, facts.event),
});

/** A pledge and what its units came to, or undefined when it is not a due per-unit pledge. */
export async function dueFacts(
  deps: Pick<ChargeDeps, 'pledges' | 'charges' | 'thons'>,
  pledgeId: string,
): Promise<DueFacts | undefined> {
  const { thons } = deps;
  const pledge = await deps.pledges.getPledge(pledgeId);
  if (!pledge || pledge.kind !== 'per-unit') return undefined;
  // Pledges made since the organization was copied onto them: one read for all three.
  const { participant, event, organization } = pledge.organizationId
    ? await deps.charges.readChargeContext({ ...pledge, organizationId: pledge.organizationId })
    : await (async () => {
        const [participant, event] = await Promise.all([
          thons.getParticipant(pledge.participantId),
          thons.getEvent(pledge.eventId),
        ]);
        return {
          participant,
          event,
          organization: event ? await thons.getOrganization(event.organizationId) : undefined,
        };
      })();
  if (!participant || !event || !isDue(event, participant)) return undefined;
  return { pledge, participant, event, organization, ...amountsOf(pledge, participant, event) };
}

/** Charging → Charged with its credit (once), then the receipt; 'skipped' if already settled. */
export async function finishCharged(
  deps: Pick<ChargeDeps, 'charges' | 'mailer' | 'logger' | 'metrics'>,
  facts: DueFacts,
  charge: { paymentIntentId: string; chargedCents: number },
): Promise<ChargeResult> {
  const write = (withCredit: boolean) =>
    deps.charges.writeCharged({
      pledge: facts.pledge,
      settledCents: facts.settledCents,
      chargedCents: charge.chargedCents,
      paymentIntentId: charge.paymentIntentId,
      estimateCents: facts.estimateCents,
      withCredit,
    });
  let outcome = await write(true);
  // Credited already (by the other of worker and webhook): only the pledge's own move is left.
  if (!outcome.written && outcome.refused.has('firstCredit')) outcome = await write(false);
  if (!outcome.written) {
    if (outcome.refused.has('stillCharging')) return 'skipped';
    throw new Error(
      `Pledge ${facts.pledge.pledgeId} charged but not recorded (concurrent write); redelivery finishes it`,
    );
  }
  deps.metrics.count(businessMetrics.chargesSucceeded);
  await receiptEmail(deps, facts);
  return 'charged';
}

/** How long the provider keeps an idempotency key (Stripe: 24 hours), less an hour's margin. */
export const chargeKeyLifetimeMs = 23 * 60 * 60 * 1000;

/** How old the current attempt's provider key is (its claim's time; older rows: their last write). */
export const chargeKeyAgeMs = (pledge: PledgeRecord, nowMs: number) =>
  nowMs - Date.parse(pledge.attemptStartedAt ?? pledge.updatedAt ?? pledge.createdAt);

export async function chargePledge(deps: ChargeDeps, pledgeId: string): Promise<ChargeResult> {
  const facts = await dueFacts(deps, pledgeId);
  return facts ? chargeDue(deps, facts) : 'skipped';
}

/**
 * Charges a due pledge from the worker's read. Everything charged comes from the pledge as CLAIMED
 * (the claim's ALL_NEW image), never from the read: a donor's change between the two is charged as
 * changed and the participant's totals move by what was charged.
 */
export async function chargeDue(deps: ChargeDeps, read: DueFacts): Promise<ChargeResult> {
  const { pledgeId } = read.pledge;
  const nowMs = deps.clock.nowMs();
  if (read.pledge.status !== 'Scheduled' && read.pledge.status !== 'Charging') return 'skipped';
  let facts = read;
  if (read.pledge.status === 'Scheduled') {
    const claimed = await deps.charges.claimCharge(
      pledgeId,
      (read.pledge.attempt ?? 0) + 1,
      new Date(nowMs).toISOString(),
    );
    if (!claimed) return 'skipped';
    facts = asClaimed(read, claimed);
  } else if (chargeKeyAgeMs(read.pledge, nowMs) >= chargeKeyLifetimeMs) {
    // Resuming a claim this old could charge twice (the provider may have forgotten its key): the
    // sweeper asks the provider what became of it and holds it for review.
    deps.logger.warn('Pledge claim too old to charge again with its key', { pledgeId });
    return 'skipped';
  }
  const { pledge, event, participant, settledCents, estimateCents } = facts;
  const attempt = pledge.attempt ?? 1;
  const { limits } = pledgeTermsOf(event);
  if (settledCents < limits.minimumTransactionCents) {
    const outcome = await deps.charges.writeUnpaid({
      pledge,
      from: 'Charging',
      to: 'BelowMinimum',
      settledCents,
      estimateCents,
    });
    return outcome.written ? 'below-minimum' : 'skipped';
  }
  // The notice goes with the first claim only (a resumed claim sent it already, or crashed trying).
  if (read.pledge.status === 'Scheduled' && attempt === 1) await preChargeEmail(deps, facts);
  const { organization } = facts;
  if (!organization?.payoutAccountId || !pledge.customerId || !pledge.paymentMethodId) {
    // Nothing can be charged without both ends: left Charging, the sweeper retries and it is logged.
    deps.logger.error('Pledge cannot be charged: no payout account or no saved card', { pledgeId });
    throw new Error(`Pledge ${pledgeId} has no payout account or saved card`);
  }
  const split = feeBreakdown({
    amountCents: settledCents,
    commissionPercent: pledge.commissionPercent,
    coverExpense: pledge.coverExpense,
  });
  // A card saved in test mode exists only there: the charge follows the pledge's mode.
  const charged = await paymentsOfPledge(deps, pledge).charge({
    amountCents: split.donorPaysCents,
    currency: 'usd',
    paymentMethodId: pledge.paymentMethodId,
    customerId: pledge.customerId,
    offSession: true,
    destinationAccountId: organization.payoutAccountId,
    applicationFeeCents: split.applicationFeeCents,
    idempotencyKey: `${pledgeId}:charge:${attempt}`,
    description: `Pledge to ${event.name}`,
    // The pledge id lets the sweeper find a charge whose answer was lost (findCharges); the attempt
    // tells a late webhook of an earlier attempt from this one's.
    metadata: {
      pledgeId,
      eventId: event.eventId,
      participantId: participant.participantId,
      attempt: String(attempt),
    },
  });
  if (charged.outcome === 'declined') {
    return stopped(deps, facts, 'Failed', charged.declineCode, estimateCents);
  }
  if (charged.outcome === 'authentication-required') {
    return stopped(deps, facts, 'RequiresAction', 'authentication_required', estimateCents);
  }
  const result = await finishCharged(deps, facts, {
    paymentIntentId: charged.paymentIntentId,
    chargedCents: charged.amountCents,
  });
  if (result === 'charged') return result;
  // The provider's webhook for this very charge may have recorded it first: it is still our charge.
  const recorded = await deps.pledges.getPledge(pledgeId);
  return recorded?.status === 'Charged' && recorded.paymentIntentId === charged.paymentIntentId
    ? 'charged'
    : result;
}
