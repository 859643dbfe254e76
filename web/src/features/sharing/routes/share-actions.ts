// The share page's route action: the email and text invitation forms post here through their
// fetchers (JSON named by `intent`, with the attempt's Idempotency-Key), so the pending state, a
// second press while a send runs and the reload of the kit afterwards (counts, the invite list)
// are React Router's. The API's refusal comes back as an outcome the form shows, with the issues
// it named and whether the send may have gone out (then the form keeps the key for a retry).
import type { ActionFunctionArgs } from 'react-router';
import type { Refused } from '../../../components/form/refused-or';
import { ApiError } from '../../../lib/api-client';
import { sendEmailInvites, sendSmsInvites, type SendInvitesAnswer } from '../api/share-kit-calls';

export type ShareActionRequest =
  | { intent: 'email-invites'; idempotencyKey: string; body: Parameters<typeof sendEmailInvites>[0] }
  | { intent: 'sms-invites'; idempotencyKey: string; body: Parameters<typeof sendSmsInvites>[0] };

export type InvitesRefused = Refused & { issues: string[]; mayHaveSent: boolean };
export type InvitesSent = { ok: true; answer: SendInvitesAnswer } | InvitesRefused;

/** A send that may have reached the server: retried with the same key. */
const mayHaveSent = (error: ApiError) =>
  error.kind === 'network' || error.status >= 500 || error.status === 409;

export async function shareAction({ request }: ActionFunctionArgs): Promise<InvitesSent> {
  const sent = (await request.json()) as ShareActionRequest;
  try {
    const answer =
      sent.intent === 'email-invites'
        ? await sendEmailInvites(sent.body, sent.idempotencyKey)
        : await sendSmsInvites(sent.body, sent.idempotencyKey);
    return { ok: true, answer };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      message: error.message,
      issues: error.issues.filter((issue) => issue.message !== error.message).map((issue) => issue.message),
      mayHaveSent: mayHaveSent(error),
    };
  }
}
