// Helpers for charging tests: wait for the local queue's worker to settle a pledge, move a pledge's
// last attempt into the past (time the test cannot wait for: the 24-hour rules), and what the
// payment stand-in holds for a pledge.
import { vi } from 'vitest';

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();

export async function pledgeNow(pledgeId: string) {
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  return getPledge(pledgeId);
}

/** Waits until the pledge is out of Scheduled and Charging (the worker ran), and answers it. */
export async function settledPledge(pledgeId: string) {
  return vi.waitFor(
    async () => {
      const pledge = await pledgeNow(pledgeId);
      if (!pledge || pledge.status === 'Scheduled' || pledge.status === 'Charging') {
        throw new Error(`pledge still ${pledge?.status}`);
      }
      return pledge;
    },
    { timeout: 20_000, interval: 200 },
  );
}

/** As if the pledge's current attempt had been claimed `hours` ago. */
export async function backdateAttempt(pledgeId: string, hours: number): Promise<void> {
  const { thon } = await import('../../src/data/thon-service');
  const at = hoursAgo(hours);
  await thon().entities.pledge.patch({ pledgeId }).set({ attemptStartedAt: at, updatedAt: at }).go();
}

/** The charges the provider (the stand-in) holds for the pledge. */
export async function chargesAtProvider(pledgeId: string) {
  const { stripePaymentProvider } = await import('../../src/platform/payments/stripe-payment-provider');
  return stripePaymentProvider.findCharges({ pledgeId });
}

/** Waits until the stand-in's webhook for this intent's success has been applied by the API. */
export async function webhookApplied(paymentIntentId: string): Promise<void> {
  const { webhookEventSeen } = await import('../../src/data/repositories/pledge-processing-repository');
  await vi.waitFor(
    async () => {
      const response = await fetch(`${process.env.PAYMENT_PROVIDER_URL}/v1/events?limit=100`, {
        headers: { authorization: `Bearer ${process.env.PAYMENT_PROVIDER_API_KEY}` },
      });
      const { data } = (await response.json()) as {
        data: { id: string; type: string; data: { object: { id: string } } }[];
      };
      const event = data.find(
        (candidate) =>
          candidate.type === 'payment_intent.succeeded' && candidate.data.object.id === paymentIntentId,
      );
      if (!event || !(await webhookEventSeen(event.id))) throw new Error('webhook not applied yet');
    },
    { timeout: 10_000, interval: 100 },
  );
}
