// A dispute the donor's bank opened on a charge (the provider's charge.dispute.created). A Dispute
// carries none of our metadata, only the charge (and intent) it is about: the pledge is read from
// the payment's own metadata at the provider. Charged → Disputed takes what the pledge still counts
// out of the participant's raised total, in one transaction with the webhook event's claim, so a
// redelivered or concurrent event moves money once; whoever made the move tells the organizer.
import { disputeEmailNotice, disputeEmailSubject } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { PledgeRecord } from '../../../data/repositories/pledges-repository';
import { emailBodies } from '../../email-body';
import type { PaymentEvent } from '../../ports/payments';
import type { PrizeAwardReview } from '../../ports/prize-award-review';
import { ServiceUnavailable } from '../../errors';
import { displayName } from '../../display-name';
import type { PledgePorts } from '../ports';
import { receivedCents } from '../thon-pledges';

/** A dispute reads the pledge and the people to tell, asks the provider whose charge it is, writes. */
export type DisputeDeps = Pick<
  PledgePorts,
  'pledges' | 'thons' | 'refunds' | 'payments' | 'mailer' | 'logger'
> & { prizeAwards: PrizeAwardReview };

const rounds = 3;

/** The pledge and intent a dispute is about: from the event when it says, else from the provider. */
async function disputedPayment(deps: DisputeDeps, event: PaymentEvent) {
  if (event.pledgeId) return { pledgeId: event.pledgeId, paymentIntentId: event.paymentIntentId };
  const payment = await deps.payments.paymentOf({
    ...(event.paymentIntentId ? { paymentIntentId: event.paymentIntentId } : {}),
    ...(event.chargeId ? { chargeId: event.chargeId } : {}),
  });
  return { pledgeId: payment?.metadata.pledgeId, paymentIntentId: payment?.paymentIntentId };
}

async function tellOrganizer(deps: DisputeDeps, pledge: PledgeRecord, disputedCents: number): Promise<void> {
  const { thons } = deps;
  try {
    const event = await thons.getEvent(pledge.eventId);
    const [organizer, participant] = await Promise.all([
      event?.organizerUserId ? thons.getUser(event.organizerUserId) : undefined,
      thons.getParticipant(pledge.participantId),
    ]);
    if (!event || !organizer?.email) {
      deps.logger.warn('A disputed pledge has no organizer to tell', { pledgeId: pledge.pledgeId });
      return;
    }
    const participantName = participant ? displayName(participant.firstName, participant.lastName) : '';
    const donor = `${pledge.donorFirstName} ${pledge.donorLastName}`;
    const amount = formatDollars(centsToDollars(disputedCents));
    await deps.mailer.send({
      to: organizer.email,
      subject: disputeEmailSubject(participantName),
      ...emailBodies([disputeEmailNotice(donor, amount, participantName, event.name)]),
    });
  } catch (error) {
    // The move is made and the event noted: a failed email is logged, never undoes it.
    deps.logger.error('Dispute email not sent', { pledgeId: pledge.pledgeId, error: String(error) });
  }
}

export async function applyDispute(deps: DisputeDeps, event: PaymentEvent): Promise<void> {
  const { pledgeId, paymentIntentId } = await disputedPayment(deps, event);
  if (!pledgeId) {
    deps.logger.warn('A disputed charge names no pledge of ours', {
      chargeId: event.chargeId,
      paymentIntentId,
    });
    return;
  }
  for (let round = 0; round < rounds; round += 1) {
    const pledge = await deps.pledges.getPledge(pledgeId);
    if (pledge && paymentIntentId && pledge.paymentIntentId && pledge.paymentIntentId !== paymentIntentId) {
      deps.logger.warn('A disputed charge is not the pledge’s charge', { pledgeId, paymentIntentId });
      return;
    }
    if (pledge?.status === 'Disputed') return;
    if (pledge?.status === 'Refunded') {
      // Nothing of it counts any more: noted for the organizer's report, no money moves.
      await deps.refunds.markDisputed(pledgeId);
      return;
    }
    if (pledge?.status !== 'Charged') {
      // The charge's own write has not landed yet (a gift's, or a worker's): the provider retries.
      throw new ServiceUnavailable('The disputed pledge is not recorded as charged yet.');
    }
    const counted = receivedCents(pledge);
    const outcome = await deps.refunds.writeDisputed({
      pledge,
      webhookEventId: event.id,
      raisedDeltaCents: counted,
    });
    if (outcome.written) {
      deps.logger.warn('A pledge charge is disputed', { pledgeId, paymentIntentId });
      // A disputed pledge counts toward no prize: awards it no longer reaches are voided.
      await deps.prizeAwards.creditFell(pledge);
      await tellOrganizer(deps, pledge, (pledge.chargedCents ?? 0) - (pledge.refundedCents ?? 0));
      return;
    }
    if (outcome.refused.has('firstDelivery')) return;
    // The pledge changed under us (a refund settled): read it again.
  }
  throw new ServiceUnavailable('The disputed pledge kept changing.');
}
