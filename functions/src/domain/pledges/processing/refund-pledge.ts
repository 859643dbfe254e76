// RefundPledge (issue 12): an organizer of the event or a super admin refunds a charged pledge or
// gift, fully or in part. The provider refund carries a key derived from the pledge and the amount
// already refunded, so a retried request refunds once; the participant's raised total drops by the
// credited part of the refund (a refunded covered expense was never credited).
import type { z } from 'zod';
import type { refundPledgeRequestSchema } from '@thon/shared/api/schemas/pledges';
import {
  changedAtTheSameTime,
  noSuchPledge,
  pledgeNotRefundable,
  refundTooLarge,
} from '@thon/shared/catalog/messages';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { getPledge } from '../../../data/repositories/pledges-repository';
import { getParticipant } from '../../../data/repositories/participants-repository';
import { writeRefund } from '../../../data/repositories/pledge-processing-repository';
import type { Caller } from '../../../platform/caller';
import { paymentProvider } from '../../../platform/payments/provider';
import { Conflict, NotFound, RuleBroken } from '../../errors';
import { eventManagedBy } from '../../events/manage-thon';
import { pledgeSummaryOf } from '../pledge-views';
import { pledgeTermsOf } from '../pledge-terms';

export async function refundPledge(caller: Caller, request: z.infer<typeof refundPledgeRequestSchema>) {
  const pledge = await getPledge(request.PledgeId);
  if (!pledge) throw new NotFound(noSuchPledge);
  const event = await eventManagedBy(caller, pledge.eventId);
  if (pledge.status !== 'Charged' || !pledge.paymentIntentId || pledge.chargedCents === undefined) {
    throw new Conflict(pledgeNotRefundable);
  }
  const refundedBefore = pledge.refundedCents ?? 0;
  const left = pledge.chargedCents - refundedBefore;
  const cents = request.Amount === undefined ? left : dollarsToCents(request.Amount);
  if (cents <= 0 || cents > left)
    throw new RuleBroken(refundTooLarge, [{ path: 'Amount', message: refundTooLarge }]);
  // The credited part: what reached the participant's total (the gift or the settled units).
  const credited = pledge.kind === 'flat' ? pledge.amountCents : (pledge.settledCents ?? 0);
  const creditedLeft = Math.max(0, credited - Math.min(credited, refundedBefore));
  const raisedDelta = Math.min(cents, creditedLeft);
  await paymentProvider.refund({
    paymentIntentId: pledge.paymentIntentId,
    amountCents: cents,
    idempotencyKey: `${pledge.pledgeId}:refund:${refundedBefore}:${cents}`,
  });
  const outcome = await writeRefund({
    pledge,
    refundedCents: cents,
    raisedDeltaCents: raisedDelta,
    full: cents === left,
  });
  if (!outcome.written) {
    // The provider's webhook for this refund may have recorded it first: then it is done.
    const now = await getPledge(pledge.pledgeId);
    if ((now?.refundedCents ?? 0) < refundedBefore + cents) throw new Conflict(changedAtTheSameTime);
  }
  const [after, participant] = await Promise.all([
    getPledge(pledge.pledgeId),
    getParticipant(pledge.participantId),
  ]);
  return pledgeSummaryOf(after ?? pledge, participant?.units ?? 0, pledgeTermsOf(event).maxUnits, {
    revealAnonymous: true,
  });
}
