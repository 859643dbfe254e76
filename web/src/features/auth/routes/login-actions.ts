// The login page's route action for its panels that change nothing about the session: asking for a
// password reset link and looking up an event code. Each form posts here through its fetcher (JSON
// named by `intent`); a found event code redirects to the donor event page. Signing in stays in
// its forms (it stores the session before the page moves on).
import { redirect, type ActionFunctionArgs } from 'react-router';
import { accountNotFound, invalidEventCode, passwordResetSent } from '@thon/shared/catalog/messages';
import { ApiError } from '../../../lib/api-client';
import { eventIdOfCode } from '../../../lib/event-id-of-code';
import { emailPasswordResetLink } from '../api/email-password-reset-link';

export type LoginActionRequest =
  { intent: 'forgot-password'; email: string } | { intent: 'event-code'; code: string };

export type ResetLinkAnswer = { ok: boolean; message: string };
export type EventCodeAnswer = { ok: false; message: string; fieldIssue?: string };

async function resetLink(email: string): Promise<ResetLinkAnswer> {
  try {
    return (await emailPasswordResetLink(email)) === 'success'
      ? { ok: true, message: passwordResetSent(email) }
      : { ok: false, message: accountNotFound };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    throw error;
  }
}

async function eventPage(code: string): Promise<Response | EventCodeAnswer> {
  try {
    const eventId = await eventIdOfCode(code);
    if (eventId === undefined) return { ok: false, message: invalidEventCode };
    return redirect(`/event/${encodeURIComponent(code)}#${encodeURIComponent(code)}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fieldIssue = error.issues.find((issue) => issue.path === 'EventCode');
    return { ok: false, message: error.message, fieldIssue: fieldIssue?.message };
  }
}

export async function loginAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as LoginActionRequest;
  switch (body.intent) {
    case 'forgot-password':
      return resetLink(body.email);
    case 'event-code':
      return eventPage(body.code);
  }
}
