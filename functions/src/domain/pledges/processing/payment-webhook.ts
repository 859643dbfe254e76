// StripeWebhook: the provider's word on a charge, applied once per event id. Every
// move is the same conditional one the worker makes, so a webhook before the worker's own write,
// after it, or twice, ends in the same state and totals: whoever moves Charging → Charged first
// credits the participant (once per pledge id) and sends the receipt; the other changes nothing.
// A dispute (dispute-pledge.ts) moves Charged → Disputed with the event's claim in one write.
import { webhookSignatureInvalid } from '@thon/shared/catalog/messages';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import type { PaymentEvent, VerifyPaymentEvent } from '../../ports/payments';
import { RuleBroken } from '../../errors';
import { receivedCents } from '../thon-pledges';
import { dueFacts, finishCharged, stopped, type ChargeDeps } from './charge-pledge';
import { applyDispute, type DisputeDeps } from './dispute-pledge';

/** A delivery may record a charge, a refund or a dispute, once its signature is checked. */
export type WebhookDeps = ChargeDeps &
  DisputeDeps & {
    /** The provider's signature check (it holds the webhook secret). */
    verifyEvent: VerifyPaymentEvent;
  };

async function apply(deps: WebhookDeps, event: PaymentEvent): Promise<void> {
  // A dispute carries none of our metadata: it finds its pledge through the charge it names.
  if (event.kind === 'disputed') {
    await applyDispute(deps, event);
    return;
  }
  if (!event.pledgeId) return;
  if (
    event.kind === 'charge-succeeded' ||
    event.kind === 'charge-failed' ||
    event.kind === 'requires-action'
  ) {
    const facts = await dueFacts(deps, event.pledgeId);
    // A gift is recorded by CreatePledge itself; a pledge not Charging is settled already.
    if (!facts || facts.pledge.status !== 'Charging') return;
    // A late event of an earlier attempt says nothing about the charge in flight now.
    if (event.attempt !== undefined && event.attempt !== facts.pledge.attempt) return;
    if (event.kind === 'charge-succeeded' && event.paymentIntentId && event.amountCents !== undefined) {
      await finishCharged(deps, facts, {
        paymentIntentId: event.paymentIntentId,
        chargedCents: event.amountCents,
      });
    } else if (event.kind === 'charge-failed') {
      await stopped(deps, facts, 'Failed', event.declineCode ?? 'card_declined', facts.estimateCents);
    } else if (event.kind === 'requires-action') {
      await stopped(deps, facts, 'RequiresAction', 'authentication_required', facts.estimateCents);
    }
    return;
  }
  if (event.kind === 'refunded' && event.amountCents !== undefined) {
    // A refund made outside the product (the provider's dashboard): catch the totals up.
    const pledge = await deps.pledges.getPledge(event.pledgeId);
    if (!pledge || pledge.status !== 'Charged' || pledge.chargedCents === undefined) return;
    const more = event.amountCents - (pledge.refundedCents ?? 0);
    if (more <= 0) return;
    const outcome = await deps.refunds.writeRefund({
      pledge,
      refundedCents: more,
      raisedDeltaCents: Math.min(more, receivedCents(pledge)),
      full: event.amountCents >= pledge.chargedCents,
    });
    if (outcome.written) deps.metrics.count(businessMetrics.refunds);
    // Money given back no longer counts toward prizes: awards the credit no longer reaches are voided.
    await deps.prizeAwards.creditFell(pledge);
    return;
  }
}

export async function handlePaymentWebhook(
  deps: WebhookDeps,
  payload: string,
  signature: string | undefined,
) {
  const event = await deps.verifyEvent(payload, signature);
  if (!event) throw new RuleBroken(webhookSignatureInvalid);
  // Events we do not act on (saved cards, accounts, ...) cost nothing: no read, no record.
  if (event.kind === 'other') return { Received: true as const };
  if (!(await deps.refunds.webhookEventSeen(event.id))) {
    await apply(deps, event);
    await deps.refunds.recordWebhookEvent(event.id, event.kind);
  }
  return { Received: true as const };
}
