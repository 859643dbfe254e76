// CreatePledge: a per-unit pledge saves the card now (SetupIntent) and is charged when
// the participant's units are final; a flat gift is charged now (PaymentIntent, a
// destination charge paying the organization's account). Budget per per-unit pledge: four
// DynamoDB requests (one TransactGetItems of participant, pledge of this key, visit and both
// attempt windows; one GetItem of the event; one UpdateItem reserving the card attempt before the
// provider is asked; one TransactWriteItems, which also gives that attempt back) and the
// provider's calls.
// Idempotent: the pledge id is derived from the Idempotency-Key, provider calls carry keys derived
// from the pledge id, so a retry replays (same body) or answers 409 (another body).
import { createHash } from 'node:crypto';
import { validIdempotencyKey } from '../idempotency-key';
import type { z } from 'zod';
import type { createPledgeRequestSchema, createdPledgeSchema } from '@thon/shared/api/schemas/pledges';
import {
  changedAtTheSameTime,
  idempotencyKeyReused,
  initialPledgeTooSmall,
  minimumTransactionNotMet,
  noSuchParticipant,
  oneTimeGiftTooSmall,
  pledgesNeedPayoutAccount,
} from '@thon/shared/catalog/messages';
import { centsToDollars, dollarsToCents } from '@thon/shared/pledges/cents';
import { feeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import {
  countableUnits,
  flatProblem,
  needsDonorConfirmation,
  perUnitProblem,
} from '@thon/shared/pledges/pledge-limits';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { NewPledge, PledgeRecord } from '../../data/repositories/pledges-repository';
import { backOff } from '../back-off';
import { normalizeEmail } from '@thon/shared/sharing/recipients';
import { Conflict, NotFound, PaymentDeclined, RuleBroken, ServiceUnavailable } from '../errors';
import { createSecret } from '../auth/one-time-secret';
import { displayName } from '../display-name';
import { manageTokenOf, sendPledgeEmail } from './pledge-emails';
import { franchiseDefaultPercentOf } from './franchise-commission';
import { pledgeAmountCents, pledgeCountableUnits, pledgeTermsOf, type PledgeTerms } from './pledge-terms';
import { declineRefusal, pledgeGuard } from './pledge-guards';
import { pledgeKindOnTheWire, pledgeStatusOnTheWire } from './pledge-wire';
import { paymentsOfThon } from './payments-of-thon';
import type { PledgePorts } from './ports';
import { shownToDonors } from '../participants/public-visibility';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';

/**
 * A new pledge reads its context and writes once (newPledges), reads the Thon (thons) and its
 * franchise's default commission (franchises), asks the provider, reserves card attempts (cardAttempts, captcha), and emails the donor;
 * the pledge is counted (metrics).
 */
export type CreatePledgeDeps = Pick<
  PledgePorts,
  | 'pledges'
  | 'newPledges'
  | 'thons'
  | 'franchises'
  | 'payments'
  | 'testPayments'
  | 'cardAttempts'
  | 'captcha'
  | 'mailer'
  | 'links'
  | 'clock'
  | 'logger'
  | 'metrics'
>;

type CreatePledgeRequest = z.infer<typeof createPledgeRequestSchema>;
type CreatedPledge = z.input<typeof createdPledgeSchema>;

/** Rounds of a pledge write cancelled by a concurrent one (units recorded, another pledge). */
const writeRounds = 6;

/** The pledge id of an idempotency key: a retry of the same request finds the pledge it made. */
export function pledgeIdOf(idempotencyKey: string): string {
  return createHash('sha256').update(`pledge:${idempotencyKey}`).digest('base64url').slice(0, 32);
}

/**
 * The request as it was meant: a retry with the same meaning replays, anything else is 409. The
 * captcha is not part of it: a form asked for one sends the same pledge again with its solution.
 */
function fingerprintOf(request: CreatePledgeRequest): string {
  const { Donor, Captcha: _captcha, ...rest } = request;
  const canonical = { ...rest, Donor: { ...Donor, Email: Donor.Email.toLowerCase() } };
  return createHash('sha256')
    .update(JSON.stringify(canonical, Object.keys(canonical).sort()))
    .digest('base64url');
}

/** The amount rules of spec section 9, with the event's configured minimums. */
function checkAmount(request: CreatePledgeRequest, terms: PledgeTerms, amountCents: number): void {
  const { limits } = terms;
  const problem =
    request.Kind === 'PerUnit'
      ? perUnitProblem(limits, amountCents, countableUnits(terms.maxUnits, request.MaxUnits))
      : flatProblem(limits, amountCents);
  if (problem === 'rate-too-small') {
    throw new RuleBroken(initialPledgeTooSmall(centsToDollars(limits.minimumRateCents)), [
      { path: 'Amount', message: initialPledgeTooSmall(centsToDollars(limits.minimumRateCents)) },
    ]);
  }
  if (problem === 'gift-too-small') {
    const message = oneTimeGiftTooSmall(centsToDollars(limits.minimumGiftCents));
    throw new RuleBroken(message, [{ path: 'Amount', message }]);
  }
  if (problem === 'below-minimum-transaction') {
    throw new RuleBroken(minimumTransactionNotMet, [{ path: 'Amount', message: minimumTransactionNotMet }]);
  }
}

/** What the donor sees of their pledge (and what a replay answers again). */
export function createdPledgeOf(
  pledge: PledgeRecord | NewPledge,
  participant: ParticipantRecord,
  event: EventRecord,
): CreatedPledge {
  const terms = pledgeTermsOf(event);
  const perUnit = pledge.kind === 'per-unit';
  const units = perUnit ? pledgeCountableUnits(pledge, terms.maxUnits) : 0;
  const mostCents = perUnit ? pledge.amountCents * units : pledge.amountCents;
  const breakdown = feeBreakdown({
    amountCents: mostCents,
    commissionPercent: pledge.commissionPercent,
    coverExpense: pledge.coverExpense,
  });
  return {
    PledgeId: pledge.pledgeId,
    Status: pledgeStatusOnTheWire[pledge.status],
    Kind: pledgeKindOnTheWire[pledge.kind],
    Amount: centsToDollars(pledge.amountCents),
    ...(perUnit ? { CountableUnits: units } : {}),
    MaximumAmount: centsToDollars(mostCents),
    Breakdown: {
      DonorPays: centsToDollars(breakdown.donorPaysCents),
      School: centsToDollars(breakdown.schoolCents),
      Commission: centsToDollars(breakdown.commissionCents),
      Expense: centsToDollars(breakdown.expenseCents),
    },
    DisplayName: displayName(participant.firstName, participant.lastName),
    EventName: event.name,
    UnitName: event.unitName,
    Email: pledge.donorEmail,
  };
}

async function replay(
  deps: Pick<CreatePledgeDeps, 'thons'>,
  existing: PledgeRecord,
  fingerprint: string,
): Promise<CreatedPledge> {
  if (existing.requestFingerprint !== fingerprint) throw new Conflict(idempotencyKeyReused);
  const [participant, event] = await Promise.all([
    deps.thons.getParticipant(existing.participantId),
    deps.thons.getEvent(existing.eventId),
  ]);
  if (!participant || !event) throw new NotFound(noSuchParticipant);
  return createdPledgeOf(existing, participant, event);
}

/** Saves the card (per-unit) or charges the gift (flat); a refusal is a 402 (its reservation kept). */
async function takePayment(
  deps: Pick<CreatePledgeDeps, 'payments' | 'testPayments' | 'thons'>,
  input: {
    request: CreatePledgeRequest;
    pledgeId: string;
    event: EventRecord;
    amountCents: number;
    commissionPercent: number;
  },
): Promise<
  Pick<NewPledge, 'customerId' | 'paymentMethodId' | 'setupIntentId' | 'paymentIntentId' | 'chargedCents'> & {
    /** The organization's, for a gift's receipt. */
    taxStatement?: string;
  }
> {
  const { request, pledgeId, event } = input;
  const paymentProvider = paymentsOfThon(deps, event);
  const metadata = { pledgeId, eventId: event.eventId, participantId: request.ParticipantId };
  if (request.Kind === 'PerUnit') {
    const { customerId } = await paymentProvider.createCustomer({
      email: request.Donor.Email,
      name: `${request.Donor.FirstName} ${request.Donor.LastName}`,
      idempotencyKey: `${pledgeId}:customer`,
      metadata,
    });
    const saved = await paymentProvider.saveCard({
      customerId,
      paymentMethodId: request.PaymentMethodId,
      idempotencyKey: `${pledgeId}:setup`,
      metadata,
    });
    if (saved.outcome !== 'saved') throw declineRefusal(saved);
    return { customerId, paymentMethodId: saved.paymentMethodId, setupIntentId: saved.setupIntentId };
  }
  const organization = await deps.thons.getOrganization(event.organizationId);
  if (!organization?.payoutAccountId || organization.payoutChargesEnabled !== true) {
    throw new Conflict(pledgesNeedPayoutAccount);
  }
  const breakdown = feeBreakdown({
    amountCents: input.amountCents,
    commissionPercent: input.commissionPercent,
    coverExpense: request.CoverExpense,
  });
  const charged = await paymentProvider.charge({
    amountCents: breakdown.donorPaysCents,
    currency: 'usd',
    paymentMethodId: request.PaymentMethodId,
    offSession: false,
    destinationAccountId: organization.payoutAccountId,
    applicationFeeCents: breakdown.applicationFeeCents,
    idempotencyKey: `${pledgeId}:charge`,
    description: `Gift to ${event.name}`,
    metadata,
  });
  if (charged.outcome !== 'succeeded') throw declineRefusal(charged);
  return {
    paymentMethodId: request.PaymentMethodId,
    paymentIntentId: charged.paymentIntentId,
    chargedCents: charged.amountCents,
    ...(organization.taxStatement ? { taxStatement: organization.taxStatement } : {}),
  };
}

export async function createPledge(
  deps: CreatePledgeDeps,
  request: CreatePledgeRequest,
  context: { idempotencyKey: string | undefined; clientIp: string },
): Promise<CreatedPledge> {
  const pledgeId = pledgeIdOf(validIdempotencyKey(context.idempotencyKey));
  const fingerprint = fingerprintOf(request);
  const guard = pledgeGuard(deps, context.clientIp, request.ParticipantId);
  const read = await deps.newPledges.readPledgeContext({
    participantId: request.ParticipantId,
    pledgeId,
    ...(request.VisitId ? { visitId: request.VisitId } : {}),
    client: guard.client,
    participantWindow: guard.participant,
  });
  if (read.existing) return replay(deps, read.existing, fingerprint);
  let participant = read.participant;
  if (!participant || !shownToDonors(participant)) throw new NotFound(noSuchParticipant);
  // Refused before the provider is asked: a card tester learns nothing more from us.
  guard.refuseIfSpent(read.participantWindow);
  guard.refuseIfNoCardAttempt(read.client, request.Captcha);
  const event = await deps.thons.getEvent(participant.eventId);
  if (!event) throw new NotFound(noSuchParticipant);
  const terms = pledgeTermsOf(event, await franchiseDefaultPercentOf(deps.franchises, event));
  if (!terms.open) throw new Conflict(terms.closedReason ?? pledgesNeedPayoutAccount);
  const amountCents = dollarsToCents(request.Amount);
  checkAmount(request, terms, amountCents);

  const perUnit = request.Kind === 'PerUnit';
  const status = perUnit
    ? needsDonorConfirmation(terms.limits, amountCents)
      ? 'Pending'
      : 'Scheduled'
    : 'Charged';
  // The card attempt is reserved (a conditional write) before the provider sees the card: parallel
  // attempts from one network cannot all reach it. A decline keeps the reservation. Past the
  // network's free pledges, the attempt must be one a captcha bought.
  let slot = await guard.reserveCardAttempt(request.Captcha, guard.pastPledgeLimit(read.client));
  let taken: Awaited<ReturnType<typeof takePayment>>;
  try {
    taken = await takePayment(deps, {
      request,
      pledgeId,
      event,
      amountCents,
      commissionPercent: terms.commissionPercent,
    });
  } catch (error) {
    if (!(error instanceof PaymentDeclined)) await slot.release();
    throw error;
  }
  const { taxStatement, ...payment } = taken;
  const visit = read.visit?.eventId === event.eventId ? read.visit : undefined;
  const manage = createSecret();
  const pledge: NewPledge = {
    pledgeId,
    eventId: event.eventId,
    organizationId: event.organizationId,
    participantId: participant.participantId,
    teamId: participant.teamId,
    kind: perUnit ? 'per-unit' : 'flat',
    status,
    amountCents,
    ...(request.MaxUnits === undefined ? {} : { capUnits: request.MaxUnits }),
    // The most the donor is shown (and so the most this pledge may ever count).
    ...(perUnit ? { shownMaxUnits: countableUnits(terms.maxUnits, request.MaxUnits) } : {}),
    donorFirstName: request.Donor.FirstName,
    donorLastName: request.Donor.LastName,
    donorEmail: normalizeEmail(request.Donor.Email),
    ...(request.Donor.Phone ? { donorPhone: request.Donor.Phone } : {}),
    ...(request.Message ? { message: request.Message } : {}),
    anonymous: request.Anonymous,
    coverExpense: request.CoverExpense,
    commissionPercent: terms.commissionPercent,
    requestFingerprint: fingerprint,
    manageTokenHash: manage.hash,
    ...(event.isTest === true ? { testMode: true } : {}),
    ...payment,
    ...(visit
      ? {
          visitId: visit.visitId,
          ...(visit.source ? { source: visit.source } : {}),
          ...(visit.medium ? { medium: visit.medium } : {}),
          ...(visit.campaign ? { campaign: visit.campaign } : {}),
          ...(visit.templateId ? { templateId: visit.templateId } : {}),
        }
      : {}),
  };

  // Money taken (a charged gift) is always recorded: its limits only count. A saved card is not
  // money, so a per-unit pledge past a limit is refused.
  const enforce = !perUnit ? 'count-only' : 'enforce';
  // The card attempt is given back by the pledge's own write; any other ending gives it back here.
  let written = false;
  try {
    for (let round = 0; round < writeRounds; round += 1) {
      const estimateCents =
        status === 'Scheduled' ? pledgeAmountCents(pledge, participant.units ?? 0, terms.maxUnits) : 0;
      const outcome = await deps.newPledges.writeNewPledge({
        pledge,
        unitsRead: participant.units,
        estimateCents,
        raisedCents: status === 'Charged' ? amountCents : 0,
        ...guard.windowLimits(enforce, slot),
      });
      if (outcome.written) {
        written = true;
        // Counted by the write that made it: a replay or a twin request's answer counts nothing.
        deps.metrics.count(businessMetrics.pledgesCreated, { split: request.Kind });
        await emailDonor(deps, {
          pledge,
          participant,
          event,
          terms,
          manageSecret: manage.secret,
          taxStatement,
        });
        return createdPledgeOf(pledge, participant, event);
      }
      if (outcome.refused.has('newPledge')) {
        // The same key's twin request wrote it a moment ago: answer what it made.
        const twin = await deps.pledges.getPledge(pledgeId);
        if (twin) return await replay(deps, twin, fingerprint);
      }
      if (outcome.refused.has('clientBelowLimit') && !slot.pastPledgeLimit) {
        // Concurrent pledges took the network's last free ones: this one needs a captcha's attempt
        // now (reserved before the free one is given back, so the finally below releases one).
        const free = slot;
        slot = await guard.reserveCardAttempt(request.Captcha, true);
        await free.release();
        continue;
      }
      guard.refuseIfLimitRefused(outcome.refused);
      if (outcome.refused.has('participantUnchanged')) {
        // Units were recorded (or the participant moved) since the read: estimate again.
        const fresh = await deps.thons.getParticipant(participant.participantId);
        if (!fresh || fresh.eventId !== event.eventId) throw new NotFound(noSuchParticipant);
        participant = fresh;
      }
      await backOff(round);
    }
  } finally {
    if (!written) await slot.release();
  }
  deps.logger.error('Pledge not written after retries', { pledgeId, kind: pledge.kind });
  // A charged gift is safe to retry: the same key replays the provider's charge, never a second one.
  throw new ServiceUnavailable(changedAtTheSameTime);
}

/** The donor's email: the facts they were shown, the manage link (per unit) or the receipt (gift). */
function emailDonor(
  deps: Pick<CreatePledgeDeps, 'mailer' | 'links' | 'clock' | 'logger'>,
  input: {
    pledge: NewPledge;
    participant: ParticipantRecord;
    event: EventRecord;
    terms: PledgeTerms;
    manageSecret: string;
    taxStatement: string | undefined;
  },
): Promise<void> {
  const { pledge, participant, event, terms } = input;
  const perUnit = pledge.kind === 'per-unit';
  const units = pledgeCountableUnits(pledge, terms.maxUnits);
  return sendPledgeEmail(deps, {
    pledge: { ...pledge, createdAt: new Date(deps.clock.nowMs()).toISOString() },
    participantName: displayName(participant.firstName, participant.lastName),
    eventName: event.name,
    unitName: event.unitName,
    countableUnits: units,
    breakdown: feeBreakdown({
      amountCents: perUnit ? pledge.amountCents * units : pledge.amountCents,
      commissionPercent: pledge.commissionPercent,
      coverExpense: pledge.coverExpense,
    }),
    manageToken: manageTokenOf(pledge.pledgeId, input.manageSecret),
    ...(input.taxStatement ? { taxStatement: input.taxStatement } : {}),
  });
}
