// /sso#code=… : the receiving end of the single-sign-on hand-off between the admin and main
// hosts. The one-time code (valid 60 s) comes in the fragment, which the browser never sends to a
// server (no access or CDN log holds it); the page reads it (sso-page.tsx) and exchanges it here
// for a session token.
import { exchangeSsoHandoffRequestSchema } from '@thon/shared/api/schemas/auth';
import { ApiError } from '../../../lib/api-client';
import { startSession, storageBlockedMessage } from '../utils/start-session';
import { exchangeSsoHandoff } from '../api/exchange-sso-handoff';

export const ssoLinkNotValid = 'This sign-in link is not valid or has expired. Please log in.';

/** The code of a `#code=…` fragment ('' when there is none). */
export const ssoCodeOfFragment = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('code')?.trim() ?? '';

/** Signs the person in with the code: 'signed-in', or why not. */
export async function exchangeSsoCode(code: string): Promise<{ signedIn: true } | { message: string }> {
  const parsed = exchangeSsoHandoffRequestSchema.safeParse({ Code: code });
  if (!parsed.success) return { message: ssoLinkNotValid };
  let answer: string;
  try {
    answer = await exchangeSsoHandoff(parsed.data.Code);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { message: error.kind === 'http' && error.status < 500 ? ssoLinkNotValid : error.message };
  }
  const started = startSession(answer);
  if (started === 'started') return { signedIn: true };
  return { message: started === 'not-stored' ? storageBlockedMessage : ssoLinkNotValid };
}
