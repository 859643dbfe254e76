// The contact page's calls: the issue types the form offers, and the message itself,
// sent as multipart/form-data (the contact model's fields, the attachments as repeated Files and
// the captcha's solution) because JSON cannot carry files. Both are public; a signed-in person's
// session headers ride along as on every call.
import { supportRoutes } from '@thon/shared/api/routes/support';
import type { ContactResponse } from '@thon/shared/api/schemas/support';
import { ApiError, buildHeaders, callApi, sendRequest } from '../../../lib/api-client';

export interface ContactFormData {
  /** The issue types to choose from, in the API's order (the first is the default). */
  issueTypes: string[];
  /** Why they could not be read, if they could not: the form still sends, with the API's default. */
  issueTypesError: string | null;
}

/** The route loader: the issue types, or the reason they are missing (the page shows the form either way). */
export async function loadContactForm(signal?: AbortSignal): Promise<ContactFormData> {
  try {
    const answer = await callApi(supportRoutes.getSupportIssueTypes, { query: {} }, { signal });
    return { issueTypes: answer.IssueTypes.map((type) => type.Name), issueTypesError: null };
  } catch (error) {
    if (signal?.aborted || !(error instanceof ApiError)) throw error;
    return { issueTypes: [], issueTypesError: error.message };
  }
}

/** The challenge the captcha widget fetches (same origin, like every call). */
export const captchaChallengePath = supportRoutes.getCaptchaChallenge.path;

/** Sends the form (fields, Files, altcha). Failures throw ApiError with the API's message. */
export function sendContactMessage(form: FormData, signal?: AbortSignal): Promise<ContactResponse> {
  const route = supportRoutes.sendContactMessage;
  const init: RequestInit = { method: route.method, headers: buildHeaders(false), body: form };
  if (signal) init.signal = signal;
  return sendRequest(route, new URL(route.path, globalThis.location.origin), init);
}
