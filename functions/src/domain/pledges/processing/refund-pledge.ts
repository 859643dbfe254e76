// RefundPledge: an organizer of the event or a super admin refunds a charged pledge or
// gift, fully or in part. Refunds over $500 or of a charge older than 60 days are a super admin's.
// The refund is claimed on the pledge before the provider is asked, so two refunds of one pledge
// (even of different amounts, which the provider would take as two refunds) never both reach it;
// the provider refund carries a key derived from the pledge and the amount already refunded, so a
// retried request refunds once; the participant's raised total drops by the credited part of the
// refund (a refunded covered expense was never credited), with the claim settled in the same write.
import type { z } from 'zod';
import type { refundPledgeRequestSchema } from '@thon/shared/api/schemas/pledges';
import {
  changedAtTheSameTime,
  noSuchPledge,
  pledgeNotRefundable,
  refundInProgress,
  refundNeedsSuperAdmin as needsSuperAdmin,
  refundTooLarge,
} from '@thon/shared/catalog/messages';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import type { PledgeRecord } from '../../../data/repositories/pledges-repository';
import type { Caller } from '../../caller';
import type { PrizeAwardReview } from '../../ports/prize-award-review';
import { Conflict, Forbidden, NotFound, RuleBroken } from '../../errors';
import { canManageThon } from '../../access/scope';
import { thonInScope } from '../../access/thon-scope';
import { paymentsOfPledge } from '../payments-of-thon';
import type { PledgePorts } from '../ports';
import { pledgeSummaryOf } from '../pledge-views';
import { pledgeTermsOf } from '../pledge-terms';
import { receivedCents } from '../thon-pledges';
import { refundNeedsSuperAdmin } from './refund-rules';

/** A refund reads the pledge and its Thon, claims it, asks the provider, then settles. */
export type RefundDeps = Pick<
  PledgePorts,
  'pledges' | 'thons' | 'refunds' | 'payments' | 'testPayments' | 'clock' | 'ids' | 'metrics'
> & { prizeAwards: PrizeAwardReview };

/** Over $500, or of an old charge (the provider's date for it): refused unless a super admin asks. */
async function checkRefundRights(
  deps: Pick<RefundDeps, 'payments' | 'testPayments' | 'clock'>,
  caller: Caller,
  pledge: PledgeRecord,
  paymentIntentId: string,
  cents: number,
) {
  if (caller.role === 'super-admin') return;
  const now = new Date(deps.clock.nowMs());
  // The amount alone may decide it: then the provider is not asked for the charge's date.
  const chargedAt = refundNeedsSuperAdmin({ cents, chargedAt: now, now })
    ? undefined
    : (await paymentsOfPledge(deps, pledge).paymentOf({ paymentIntentId }))?.createdAt;
  if (refundNeedsSuperAdmin({ cents, chargedAt, now })) throw new Forbidden(needsSuperAdmin);
}

export async function refundPledge(
  deps: RefundDeps,
  caller: Caller,
  request: z.infer<typeof refundPledgeRequestSchema>,
) {
  const { pledges, refunds } = deps;
  const pledge = await pledges.getPledge(request.PledgeId);
  const found = pledge ? await deps.thons.getEvent(pledge.eventId) : undefined;
  // A pledge of a Thon outside the caller's scope answers as a missing one: whether it exists is
  // not theirs to learn. Refunds are Thon management: a franchisee team leader never reaches them.
  const event = await thonInScope(deps.thons, caller, found, canManageThon, noSuchPledge);
  if (!pledge) throw new NotFound(noSuchPledge);
  if (pledge.status !== 'Charged' || !pledge.paymentIntentId || pledge.chargedCents === undefined) {
    throw new Conflict(pledgeNotRefundable);
  }
  const refundedBefore = pledge.refundedCents ?? 0;
  const left = pledge.chargedCents - refundedBefore;
  const cents = request.Amount === undefined ? left : dollarsToCents(request.Amount);
  if (cents <= 0 || cents > left)
    throw new RuleBroken(refundTooLarge, [{ path: 'Amount', message: refundTooLarge }]);
  await checkRefundRights(deps, caller, pledge, pledge.paymentIntentId, cents);

  const claimId = deps.ids.newId();
  if (!(await refunds.claimRefund(pledge, claimId))) {
    // Another refund holds the pledge or has just changed it: this one was computed from what is
    // no longer so, and is asked again (if the pledge is still refundable at all).
    const now = await pledges.getPledge(pledge.pledgeId);
    throw new Conflict(now?.status === 'Charged' ? refundInProgress : pledgeNotRefundable);
  }
  try {
    // A test-mode charge exists only in test mode: its refund goes there too.
    await paymentsOfPledge(deps, pledge).refund({
      paymentIntentId: pledge.paymentIntentId,
      amountCents: cents,
      idempotencyKey: `${pledge.pledgeId}:refund:${refundedBefore}:${cents}`,
    });
  } catch (error) {
    // Nothing was refunded (or, if the answer was lost, the provider's webhook records it).
    await refunds.releaseRefundClaim(pledge.pledgeId, claimId);
    throw error;
  }
  const outcome = await refunds.settleRefund({
    pledge,
    claimId,
    refundedCents: cents,
    raisedDeltaCents: Math.min(cents, receivedCents(pledge)),
    full: cents === left,
  });
  if (!outcome.written) {
    // The provider's webhook for this refund may have recorded it first: then it is done.
    const now = await pledges.getPledge(pledge.pledgeId);
    await refunds.releaseRefundClaim(pledge.pledgeId, claimId);
    if ((now?.refundedCents ?? 0) < refundedBefore + cents) throw new Conflict(changedAtTheSameTime);
  } else {
    // Counted by the write that settled it (a webhook that recorded it first counted it there).
    deps.metrics.count(businessMetrics.refunds);
  }
  // Money given back no longer counts toward prizes: awards the credit no longer reaches are voided.
  await deps.prizeAwards.creditFell(pledge);
  const [after, participant] = await Promise.all([
    pledges.getPledge(pledge.pledgeId),
    deps.thons.getParticipant(pledge.participantId),
  ]);
  return pledgeSummaryOf(after ?? pledge, participant?.units ?? 0, pledgeTermsOf(event).maxUnits, {
    revealAnonymous: true,
  });
}
