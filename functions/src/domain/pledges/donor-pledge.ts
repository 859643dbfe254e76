// The donor's self-service through the emailed manage link, without an account. The link carries
// `{pledgeId}.{secret}` in its fragment; the page sends it in the X-Pledge-Token header. Only the
// secret's SHA-256 is stored, compared in constant time. Changes are allowed until the event
// completes and only to a per-unit pledge not yet charged; each moves the participant's pledged
// total by the difference in the same transaction (pledges-repository writePledgeChange).
// A new card is a card attempt like CreatePledge's (reserved per network before the provider is
// asked, pledge-guards), at most 3 a day per pledge, and a decline replaces the manage link
// (manage-link-renewal). A rate raised above the pending threshold waits for the donor's
// confirmation again, from a new link emailed as CreatePledge's.
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { donorPledgeSchema, updatePledgeRequestSchema } from '@thon/shared/api/schemas/pledges';
import {
  cardDeclinedLinkRenewed,
  changedAtTheSameTime,
  initialPledgeTooSmall,
  minimumTransactionNotMet,
  pledgeLinkInvalid,
  pledgeNotEditable,
  pledgeNotPending,
} from '@thon/shared/catalog/messages';
import { centsToDollars, dollarsToCents } from '@thon/shared/pledges/cents';
import { feeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import { countableUnits, needsDonorConfirmation, perUnitProblem } from '@thon/shared/pledges/pledge-limits';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type { StoredPledgeStatus } from '../../data/stored-values/pledges';
import { backOff } from '../back-off';
import { createSecret, hashSecret } from '../auth/one-time-secret';
import { Conflict, NotFound, PaymentDeclined, RuleBroken, ServiceUnavailable } from '../errors';
import { displayName } from '../display-name';
import { kindOf } from './pledge-views';
import { pledgeAmountCents, pledgeCountableUnits, pledgeTermsOf } from './pledge-terms';
import { pledgeGuard, reserveCardChange, type CardSlot, type GuardDeps } from './pledge-guards';
import { renewManageLink } from './manage-link-renewal';
import { manageTokenOf, sendPledgeEmail } from './pledge-emails';
import { pledgeStatusOnTheWire } from './pledge-wire';
import type { PledgePorts } from './ports';

/** The manage page's read: the pledge of the token, its participant and Thon. */
export type DonorReadDeps = Pick<PledgePorts, 'pledges' | 'thons'>;
/** Cancel and confirm: the read, and the pledge's conditional change. */
export type DonorChangeDeps = DonorReadDeps & Pick<PledgePorts, 'donorPledges'>;
/**
 * A change may save a new card (card attempts, the provider, a renewed link on a decline), email a
 * confirmation, and queue a refused pledge's new charge.
 */
export type UpdatePledgeDeps = DonorChangeDeps &
  GuardDeps &
  Pick<PledgePorts, 'attempts' | 'payments' | 'mailer' | 'links' | 'markers' | 'queue' | 'logger'>;

type DonorPledge = z.input<typeof donorPledgeSchema>;
type UpdateRequest = z.infer<typeof updatePledgeRequestSchema>;

const editableStatuses: readonly StoredPledgeStatus[] = ['Pending', 'Scheduled'];
const changeRounds = 6;

interface DonorContext {
  pledge: PledgeRecord;
  participant: ParticipantRecord;
  event: EventRecord;
}

async function pledgeOfToken(deps: DonorReadDeps, token: string | undefined): Promise<DonorContext> {
  const [pledgeId, secret] = (token ?? '').trim().split('.');
  if (!pledgeId || !secret) throw new NotFound(pledgeLinkInvalid);
  const pledge = await deps.pledges.getPledge(pledgeId);
  const expected = Buffer.from(pledge?.manageTokenHash ?? '');
  const given = Buffer.from(hashSecret(secret));
  if (!pledge || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new NotFound(pledgeLinkInvalid);
  }
  const [participant, event] = await Promise.all([
    deps.thons.getParticipant(pledge.participantId),
    deps.thons.getEvent(pledge.eventId),
  ]);
  if (!participant || !event) throw new NotFound(pledgeLinkInvalid);
  return { pledge, participant, event };
}

const editable = ({ pledge, event }: DonorContext) =>
  pledge.kind === 'per-unit' &&
  editableStatuses.includes(pledge.status) &&
  (event.status === 'live' || event.status === 'draft');

/** A per-unit pledge whose charge was refused: another card is charged again. */
const cardUpdatable = (pledge: PledgeRecord) =>
  pledge.kind === 'per-unit' && (pledge.status === 'Failed' || pledge.status === 'RequiresAction');

/** What a per-unit pledge adds to pledged at these units while it stands (Scheduled). */
function contribution(
  pledge: Pick<PledgeRecord, 'status' | 'amountCents' | 'capUnits' | 'shownMaxUnits'>,
  units: number,
  maxUnits: number,
) {
  if (pledge.status !== 'Scheduled') return 0;
  return pledgeAmountCents(pledge, units, maxUnits);
}

function donorView(context: DonorContext): DonorPledge {
  const { pledge, participant, event } = context;
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
    Kind: kindOf(pledge),
    Status: pledgeStatusOnTheWire[pledge.status],
    Amount: centsToDollars(pledge.amountCents),
    ...(pledge.capUnits === undefined ? {} : { MaxUnits: pledge.capUnits }),
    ...(perUnit ? { CountableUnits: units } : {}),
    MaximumAmount: centsToDollars(mostCents),
    EventMaxUnits: terms.maxUnits,
    Breakdown: {
      DonorPays: centsToDollars(breakdown.donorPaysCents),
      School: centsToDollars(breakdown.schoolCents),
      Commission: centsToDollars(breakdown.commissionCents),
      Expense: centsToDollars(breakdown.expenseCents),
    },
    CoverExpense: pledge.coverExpense,
    DisplayName: displayName(participant.firstName, participant.lastName),
    EventName: event.name,
    UnitName: event.unitName,
    MinimumRate: centsToDollars(terms.limits.minimumRateCents),
    PendingAboveRate: centsToDollars(terms.limits.pendingAboveRateCents),
    DonorName: `${pledge.donorFirstName} ${pledge.donorLastName}`,
    Email: pledge.donorEmail,
    ...(pledge.cardLast4 ? { CardLast4: pledge.cardLast4 } : {}),
    Editable: editable(context),
    CardUpdatable: cardUpdatable(context.pledge),
  };
}

export async function pledgeForDonor(deps: DonorReadDeps, token: string | undefined): Promise<DonorPledge> {
  return donorView(await pledgeOfToken(deps, token));
}

type Change = Omit<
  Parameters<PledgePorts['donorPledges']['writePledgeChange']>[0],
  'before' | 'estimateDelta' | 'unitsRead'
> & {
  after: Pick<PledgeRecord, 'status' | 'amountCents' | 'capUnits' | 'shownMaxUnits'>;
};

/** Writes a change, moving pledged by the difference at the current units; again if units moved. */
async function applyChange(
  deps: DonorChangeDeps,
  context: DonorContext,
  change: Change,
): Promise<DonorPledge> {
  const { maxUnits } = pledgeTermsOf(context.event);
  let participant = context.participant;
  for (let round = 0; round < changeRounds; round += 1) {
    const units = participant.units ?? 0;
    const estimateDelta =
      contribution(change.after, units, maxUnits) - contribution(context.pledge, units, maxUnits);
    const { after: _after, ...write } = change;
    const outcome = await deps.donorPledges.writePledgeChange({
      ...write,
      before: context.pledge,
      estimateDelta,
      unitsRead: participant.units,
    });
    if (outcome.written) return pledgeForDonorAfter(deps, context);
    if (outcome.refused.has('pledgeUnchanged')) throw new Conflict(changedAtTheSameTime);
    const fresh = await deps.thons.getParticipant(participant.participantId);
    if (!fresh) throw new NotFound(pledgeLinkInvalid);
    participant = fresh;
    await backOff(round);
  }
  throw new ServiceUnavailable(changedAtTheSameTime);
}

async function pledgeForDonorAfter(deps: DonorReadDeps, context: DonorContext): Promise<DonorPledge> {
  const pledge = await deps.pledges.getPledge(context.pledge.pledgeId);
  const participant = await deps.thons.getParticipant(context.participant.participantId);
  return donorView({
    ...context,
    pledge: pledge ?? context.pledge,
    participant: participant ?? context.participant,
  });
}

/**
 * Saves another card on the pledge's customer: one of the pledge's card changes for today and a
 * card attempt of the caller's network are reserved first. A decline keeps both and replaces the
 * manage link (this one stops working; the donor's inbox gets the new one).
 */
async function saveNewCard(
  deps: UpdatePledgeDeps,
  context: DonorContext,
  paymentMethodId: string,
  caller: { clientIp: string; captcha: string | undefined },
): Promise<{ paymentMethodId: string; setupIntentId: string }> {
  const { pledge, participant } = context;
  if (!pledge.customerId) throw new Conflict(pledgeNotEditable);
  const change = await reserveCardChange(deps, pledge.pledgeId);
  let slot: CardSlot;
  try {
    slot = await pledgeGuard(deps, caller.clientIp, pledge.participantId).reserveCardAttempt(caller.captcha);
  } catch (error) {
    await change.release();
    throw error;
  }
  let saved: Awaited<ReturnType<UpdatePledgeDeps['payments']['saveCard']>>;
  try {
    saved = await deps.payments.saveCard({
      customerId: pledge.customerId,
      paymentMethodId,
      idempotencyKey: `${pledge.pledgeId}:setup:${paymentMethodId}`,
      metadata: { pledgeId: pledge.pledgeId },
    });
  } catch (error) {
    // The provider failed, the card was not refused: neither reservation is spent.
    await Promise.all([slot.release(), change.release()]);
    throw error;
  }
  if (saved.outcome !== 'saved') {
    await renewManageLink(deps, pledge, displayName(participant.firstName, participant.lastName));
    throw new PaymentDeclined(cardDeclinedLinkRenewed);
  }
  await slot.release();
  return { paymentMethodId: saved.paymentMethodId, setupIntentId: saved.setupIntentId };
}

export async function updatePledge(
  deps: UpdatePledgeDeps,
  token: string | undefined,
  request: UpdateRequest,
  clientIp: string,
): Promise<DonorPledge> {
  const context = await pledgeOfToken(deps, token);
  const caller = { clientIp, captcha: request.Captcha };
  if (cardUpdatable(context.pledge)) return retryWithNewCard(deps, context, request, caller);
  if (!editable(context)) throw new Conflict(pledgeNotEditable);
  const { pledge, event } = context;
  const terms = pledgeTermsOf(event);
  const amountCents = request.Amount === undefined ? pledge.amountCents : dollarsToCents(request.Amount);
  const capUnits = request.MaxUnits === null ? undefined : (request.MaxUnits ?? pledge.capUnits);
  // A cap the donor sets (or removes) is shown at today's maximum; otherwise what was shown stands.
  const shownMaxUnits =
    request.MaxUnits === undefined ? pledge.shownMaxUnits : countableUnits(terms.maxUnits, capUnits);
  const problem = perUnitProblem(
    terms.limits,
    amountCents,
    pledgeCountableUnits({ capUnits, shownMaxUnits }, terms.maxUnits),
  );
  if (problem === 'rate-too-small') {
    throw new RuleBroken(initialPledgeTooSmall(centsToDollars(terms.limits.minimumRateCents)));
  }
  if (problem) throw new RuleBroken(minimumTransactionNotMet);
  // A rate raised above the threshold waits for the donor's confirmation, as a new pledge does:
  // a typo of 50 for 5.0 on the manage page costs nobody either. The confirmation link is new.
  const needsConfirming =
    pledge.status === 'Scheduled' &&
    amountCents > pledge.amountCents &&
    needsDonorConfirmation(terms.limits, amountCents);
  const status = needsConfirming ? 'Pending' : pledge.status;
  const manage = needsConfirming ? createSecret() : undefined;

  const card =
    request.PaymentMethodId && request.PaymentMethodId !== pledge.paymentMethodId && pledge.customerId
      ? await saveNewCard(deps, context, request.PaymentMethodId, caller)
      : {};
  const answer = await applyChange(deps, context, {
    changes: {
      amountCents,
      ...(capUnits === undefined ? {} : { capUnits }),
      ...(shownMaxUnits === undefined ? {} : { shownMaxUnits }),
      ...(request.CoverExpense === undefined ? {} : { coverExpense: request.CoverExpense }),
      ...(manage ? { status, manageTokenHash: manage.hash } : {}),
      ...card,
    },
    removeCap: request.MaxUnits === null,
    after: { status, amountCents, capUnits, shownMaxUnits },
  });
  if (manage) await emailConfirmation(deps, context, manage.secret);
  return answer;
}

/** The pending pledge's email (what CreatePledge sends for a rate above the threshold). */
async function emailConfirmation(
  deps: Pick<UpdatePledgeDeps, 'pledges' | 'mailer' | 'links' | 'logger'>,
  context: DonorContext,
  manageSecret: string,
): Promise<void> {
  const { participant, event } = context;
  const pledge = (await deps.pledges.getPledge(context.pledge.pledgeId)) ?? context.pledge;
  const terms = pledgeTermsOf(event);
  const units = pledgeCountableUnits(pledge, terms.maxUnits);
  await sendPledgeEmail(deps, {
    pledge,
    participantName: displayName(participant.firstName, participant.lastName),
    eventName: event.name,
    unitName: event.unitName,
    countableUnits: units,
    breakdown: feeBreakdown({
      amountCents: pledge.amountCents * units,
      commissionPercent: pledge.commissionPercent,
      coverExpense: pledge.coverExpense,
    }),
    manageToken: manageTokenOf(pledge.pledgeId, manageSecret),
  });
}

/**
 * A refused charge with another card: the card is saved, the pledge goes back to Scheduled (from
 * the status read) and is queued at once; its next attempt charges with the next key.
 */
async function retryWithNewCard(
  deps: UpdatePledgeDeps,
  context: DonorContext,
  request: UpdateRequest,
  caller: { clientIp: string; captcha: string | undefined },
) {
  const { pledge, event } = context;
  if (!request.PaymentMethodId || !pledge.customerId) throw new Conflict(pledgeNotEditable);
  const saved = await saveNewCard(deps, context, request.PaymentMethodId, caller);
  const moved = await deps.donorPledges.rescheduleWithCard(pledge.pledgeId, pledge.status, saved);
  if (!moved) throw new Conflict(changedAtTheSameTime);
  const participantDone = event.status !== 'completed' && event.status !== 'processed';
  await deps.markers.putProcessingMarker(
    participantDone
      ? {
          key: `participant:${pledge.participantId}`,
          eventId: event.eventId,
          participantId: pledge.participantId,
        }
      : { key: `event:${event.eventId}`, eventId: event.eventId },
  );
  await deps.queue.enqueueCharges([pledge.pledgeId]);
  return pledgeForDonorAfter(deps, context);
}

export async function cancelPledge(deps: DonorChangeDeps, token: string | undefined): Promise<DonorPledge> {
  const context = await pledgeOfToken(deps, token);
  if (!editable(context)) throw new Conflict(pledgeNotEditable);
  return applyChange(deps, context, {
    changes: { status: 'Cancelled' },
    after: { ...context.pledge, status: 'Cancelled' },
  });
}

export async function confirmPledge(deps: DonorChangeDeps, token: string | undefined): Promise<DonorPledge> {
  const context = await pledgeOfToken(deps, token);
  if (context.pledge.status !== 'Pending') throw new Conflict(pledgeNotPending);
  if (!editable(context)) throw new Conflict(pledgeNotEditable);
  return applyChange(deps, context, {
    changes: { status: 'Scheduled' },
    after: { ...context.pledge, status: 'Scheduled' },
  });
}
