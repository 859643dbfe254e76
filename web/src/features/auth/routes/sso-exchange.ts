// /sso?code=… : the receiving end of the single-sign-on hand-off between the admin and main
// hosts. The one-time code (valid 60 s) is exchanged for a session token, then the code is gone
// from the address bar (the redirect replaces it).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { exchangeSsoHandoffRequestSchema } from '@thon/shared/api/schemas/auth';
import { ApiError } from '../../../lib/api-client';
import { landing } from '../../../lib/landing';
import { startSession, storageBlockedMessage } from '../../../lib/start-session';
import { exchangeSsoHandoff } from '../api/exchange-sso-handoff';

export const ssoLinkNotValid = 'This sign-in link is not valid or has expired. Please log in.';

export interface SsoLoaderData {
  message: string;
}

export async function ssoLoader({ request }: LoaderFunctionArgs): Promise<SsoLoaderData> {
  const parsed = exchangeSsoHandoffRequestSchema.pick({ Code: true }).safeParse({
    Code: new URL(request.url).searchParams.get('code') ?? '',
  });
  if (!parsed.success) return { message: ssoLinkNotValid };
  let answer: string;
  try {
    answer = await exchangeSsoHandoff(parsed.data.Code);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { message: error.kind === 'http' && error.status < 500 ? ssoLinkNotValid : error.message };
  }
  const started = startSession(answer);
  if (started === 'started') throw redirect(landing.afterSingleSignOn);
  return { message: started === 'not-stored' ? storageBlockedMessage : ssoLinkNotValid };
}
