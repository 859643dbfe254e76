// Webhooks from the stand-in, as Stripe sends them: each event POSTed as JSON to the endpoint with
// a `Stripe-Signature: t={seconds},v1={HMAC-SHA256 of "{t}.{payload}" with the endpoint secret}`
// header, asynchronously after the API call that caused it, retried a few times on failure.
import { createHmac } from 'node:crypto';

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

export function signatureHeader(
  payload: string,
  secret: string,
  seconds = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${seconds}.${payload}`).digest('hex');
  return `t=${seconds},v1=${signature}`;
}

export async function deliverWebhook(endpoint: WebhookEndpoint, event: object): Promise<void> {
  const payload = JSON.stringify(event);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureHeader(payload, endpoint.secret),
        },
        body: payload,
      });
      if (response.ok) return;
    } catch {
      // The endpoint is down: try again shortly, as Stripe does (much later, in its case).
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
  }
}
