// /contact's route action: the form posts its multipart body (fields, Files, the captcha's
// solution) here through its fetcher, and the action hands it to the API as it came (JSON cannot
// carry files). The pending state and a second press while it runs are React Router's. The API's
// refusal comes back as an outcome in the form's words: the spec's failure message for an answer
// without one, 'File size limit exceeded' for a body the gateway refused as too large.
import type { ActionFunctionArgs } from 'react-router';
import { contactFailed, fileSizeLimitExceeded, invalidCaptcha } from '@thon/shared/catalog/messages';
import type { Refused } from '../../../components/form/refused-or';
import { ApiError } from '../../../lib/api-client';
import { sendContactMessage } from '../api/contact-calls';

export type ContactRefused = Refused & {
  /** The captcha's solution is used up (refused, or the API may have claimed it before failing). */
  freshCaptcha: boolean;
};
export type ContactOutcome =
  | { ok: true; ticketCreated: boolean; message: string }
  | ContactRefused;

/** The message to show for a refused send: the API's words, or the spec's failure message. */
function refusal(error: ApiError): string {
  if (error.status === 413) return fileSizeLimitExceeded;
  if (error.kind !== 'http' || !error.message || /^The server answered \d+\.$/.test(error.message))
    return contactFailed;
  return error.message;
}

export async function contactAction({ request }: ActionFunctionArgs): Promise<ContactOutcome> {
  const form = await request.formData();
  try {
    // No abort signal: a message on its way is sent even if the person leaves the page.
    const answer = await sendContactMessage(form);
    return {
      ok: true,
      ticketCreated: answer.Outcome !== 'ticket-not-created',
      message: answer.Message,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = refusal(error);
    // Other refusals (a field, an attachment) leave the solution unused, so it stays.
    return { ok: false, message, freshCaptcha: message === invalidCaptcha || error.status >= 500 };
  }
}
