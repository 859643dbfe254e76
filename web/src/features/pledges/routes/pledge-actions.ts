// The pledge page's route action: the form has already turned the card into a payment method id
// (card entry), so this only posts CreatePledge with the attempt's Idempotency-Key. A refusal
// (400, 402 declined card, 409, 429) comes back as an outcome with the API's message; a 429
// CaptchaRequired (too many cards tried from the donor's network) asks the form for the captcha.
// The call loads when the donor submits (the form's chunk has usually brought it already): it
// brings the pledges area's zod schemas, which the page's first paint does without.
import type { ActionFunctionArgs } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { unreachable } from '@/lib/api-request';
import type { CreatedPledge, CreatePledgeBody } from '../api/pledge-calls';

export interface CreatePledgeRequest {
  intent: 'create';
  idempotencyKey: string;
  body: CreatePledgeBody;
}

export type CreatePledgeOutcome =
  | { ok: true; pledge: CreatedPledge }
  /**
   * retryable: no answer, a server failure or a captcha asked for; the same attempt (key and body)
   * may be sent again (with the captcha's solution when `captchaRequired`).
   */
  | { ok: false; message: string; retryable: boolean; captchaRequired: boolean };

export async function pledgeAction({ request }: ActionFunctionArgs): Promise<CreatePledgeOutcome> {
  const { idempotencyKey, body } = (await request.json()) as CreatePledgeRequest;
  try {
    const { createPledge } = await import('../api/pledge-calls').catch((error: unknown) => {
      throw unreachable(error);
    });
    return { ok: true, pledge: await createPledge(body, idempotencyKey) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const captchaRequired = error.code === 'CaptchaRequired';
    return {
      ok: false,
      message: error.message,
      retryable: error.status === 0 || error.status >= 500 || captchaRequired,
      captchaRequired,
    };
  }
}
