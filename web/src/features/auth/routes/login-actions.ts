// The login page's route action: every panel posts here through its fetcher (JSON named by
// `intent`). Signing in (username and password, or an access code) stores the session and moves on
// to the ?redirect= page or the role's landing, replacing /login in the history; asking for a reset
// link answers its message; a found event code redirects to the donor event page.
import { redirect, replace, type ActionFunctionArgs } from 'react-router';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import {
  accountInactive,
  accountNotFound,
  invalidEventCode,
  loginFailed,
  loginFailedTitle,
  passwordResetSent,
} from '@thon/shared/catalog/messages';
import { ApiError } from '../../../lib/api-client';
import { eventIdOfCode } from '@/features/events/api/event-id-of-code';
import { landing } from '../../../lib/landing';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { startSession, storageBlockedMessage } from '../utils/start-session';
import { emailPasswordResetLink } from '../api/email-password-reset-link';
import { logIn } from '../api/log-in';
import { logInWithAccessCode } from '../api/log-in-with-access-code';
import { signInWithAccessCode } from '../utils/sign-in-with-access-code';

export type LoginActionRequest =
  | { intent: 'forgot-password'; email: string }
  | { intent: 'event-code'; code: string }
  | { intent: 'password'; username: string; password: string }
  | { intent: 'access-code'; accessCode: string };

/** A sign-in that did not sign in: the message to show (titled for a failed password). */
export type SignInAnswer = { ok: false; title?: string; message: string };

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

/** Where a signed-in person goes: the page they were sent to log in for, else the landing. */
function onward(request: Request, defaultLanding: string): Response {
  return replace(safeRedirectPath(new URL(request.url).searchParams.get('redirect')) ?? defaultLanding);
}

async function passwordSignIn(request: Request, username: string, password: string) {
  const answer = await logIn({ Username: username, Password: password });
  if (answer === loginFailures.inactiveUser) return { ok: false, message: accountInactive } as SignInAnswer;
  const started = startSession(answer);
  if (started === 'started') return onward(request, landing.afterLogin);
  if (started === 'not-stored') return { ok: false, message: storageBlockedMessage } as SignInAnswer;
  // 'Authentication Failed', or any other text that is not a token.
  return { ok: false, title: loginFailedTitle, message: loginFailed } as SignInAnswer;
}

async function accessCodeSignIn(request: Request, accessCode: string) {
  const result = await signInWithAccessCode(() => logInWithAccessCode(accessCode));
  if (result.kind === 'signed-in') return onward(request, landing.afterAccessCode);
  // 'Not Allowed': the person belongs on the site origin.
  if (result.kind === 'not-allowed') return replace('/');
  return { ok: false, message: result.message } as SignInAnswer;
}

/** The API's refusal (too many attempts, bad input) is the form's message, as any answer is. */
async function refusalAsAnswer(
  signIn: () => Promise<Response | SignInAnswer>,
): Promise<Response | SignInAnswer> {
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    throw error;
  }
}

export async function loginAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as LoginActionRequest;
  switch (body.intent) {
    case 'password':
      return refusalAsAnswer(() => passwordSignIn(request, body.username, body.password));
    case 'access-code':
      return refusalAsAnswer(() => accessCodeSignIn(request, body.accessCode));
    case 'forgot-password':
      return resetLink(body.email);
    case 'event-code':
      return eventPage(body.code);
  }
}
