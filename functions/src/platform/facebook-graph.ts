// The Facebook Graph API, the one place the server asks Facebook who an access token belongs
// to. A social sign-in is trusted only through this call, never through what the browser says.
import * as z from 'zod';
import { logger } from './logger';

const facebookGraphUrl = 'https://graph.facebook.com/v19.0/me';
const timeoutMs = 5000;

const profileSchema = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional(),
});

export interface FacebookProfile {
  /** The app-scoped user id: the provider key of the social account. */
  id: string;
  /** Absent when the person did not grant the email permission or has no confirmed email. */
  email?: string;
  firstName?: string;
  lastName?: string;
  pictureUrl?: string;
}

/** The profile the token belongs to, or undefined when Facebook refuses it or cannot be reached. */
export async function fetchFacebookProfile(accessToken: string): Promise<FacebookProfile | undefined> {
  const url = new URL(facebookGraphUrl);
  url.search = new URLSearchParams({
    fields: 'id,email,first_name,last_name,picture',
    access_token: accessToken,
  }).toString();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      // The token is never logged; the status says enough (400/401: invalid or expired token).
      logger.info('Facebook refused an access token', { status: response.status });
      await response.text(); // drained, so the connection is reused
      return undefined;
    }
    const profile = profileSchema.parse(await response.json());
    return {
      id: profile.id,
      email: profile.email?.trim() || undefined,
      firstName: profile.first_name,
      lastName: profile.last_name,
      pictureUrl: profile.picture?.data?.url,
    };
  } catch (error) {
    logger.warn('Facebook Graph API call failed', { reason: (error as Error).message });
    return undefined;
  }
}
