// The Facebook Graph API, the one place the server asks Facebook who an access token belongs
// to. A social sign-in is trusted only through these calls, never through what the browser says:
// debug_token (asked with our app access token) must say the token is valid and was issued to
// our app id, else a token another app obtained for the same person would sign them in here.
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { secretsManagerClient } from './clients/secrets-manager';
import { facebookAppEnvironmentNames } from './environment-names';
import { logger } from './logger';
import type { FacebookGraph, FacebookProfile } from '../domain/ports/facebook';

const graphUrl = 'https://graph.facebook.com/v19.0';
const timeoutMs = 5000;

let appSecret: Promise<string> | undefined;

/** The app secret, read once per Lambda instance (a failed read is retried on the next call). */
function readAppSecret(): Promise<string> {
  appSecret ??= (async () => {
    const plain = process.env[facebookAppEnvironmentNames.appSecret];
    if (plain) return plain;
    const secretId = process.env[facebookAppEnvironmentNames.appSecretArn];
    if (!secretId) return '';
    const { SecretString } = await secretsManagerClient().send(
      new GetSecretValueCommand({ SecretId: secretId }),
    );
    return SecretString ?? '';
  })().catch((error: unknown) => {
    appSecret = undefined;
    throw error;
  });
  return appSecret;
}

async function facebookApp(): Promise<{ appId: string; appSecret: string } | undefined> {
  const appId = process.env[facebookAppEnvironmentNames.appId];
  if (!appId) return undefined;
  const secret = await readAppSecret();
  return secret ? { appId, appSecret: secret } : undefined;
}

// Built when called, not at import: zod calls are not marked pure, so top-level schemas would stay
// in every bundle that imports this module, and the grants test reads a module left in a bundle as
// a function that calls Facebook.
const debugTokenSchema = () =>
  z.object({
    data: z.object({
      app_id: z.string().optional(),
      is_valid: z.boolean(),
      user_id: z.string().optional(),
    }),
  });

const profileSchema = () =>
  z.object({
    id: z.string().min(1),
    email: z.string().optional(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    picture: z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional(),
  });

/** GETs a Graph path; the parsed JSON, or undefined on a refusal (the token is never logged). */
async function graphGet(path: string, query: Record<string, string>): Promise<unknown> {
  const url = new URL(`${graphUrl}/${path}`);
  url.search = new URLSearchParams(query).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) {
    logger.info('Facebook refused a Graph call', { path, status: response.status });
    await response.text(); // drained, so the connection is reused
    return undefined;
  }
  return response.json();
}

/** The Facebook user id the token was issued for, when it is valid and issued to our app. */
async function debugToken(accessToken: string): Promise<string | undefined> {
  const app = await facebookApp();
  if (!app) {
    logger.error('Facebook sign-in is not configured (no app id or app secret)');
    return undefined;
  }
  const answer = debugTokenSchema().safeParse(
    await graphGet('debug_token', {
      input_token: accessToken,
      access_token: `${app.appId}|${app.appSecret}`,
    }),
  );
  if (!answer.success) return undefined;
  const { app_id: appId, is_valid: isValid, user_id: userId } = answer.data.data;
  if (!isValid || appId !== app.appId || !userId) {
    logger.info('Facebook token not valid for this app', { isValid, ourApp: appId === app.appId });
    return undefined;
  }
  return userId;
}

/**
 * The profile the token belongs to, or undefined when Facebook refuses it, it was issued to
 * another app, or Facebook cannot be reached.
 */
async function fetchFacebookProfile(accessToken: string): Promise<FacebookProfile | undefined> {
  try {
    const userId = await debugToken(accessToken);
    if (!userId) return undefined;
    const parsed = profileSchema().safeParse(
      await graphGet('me', { fields: 'id,email,first_name,last_name,picture', access_token: accessToken }),
    );
    if (!parsed.success || parsed.data.id !== userId) return undefined;
    const profile = parsed.data;
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

/** The FacebookGraph port (domain/ports/facebook.ts) on the Graph API. */
export const facebookGraph: FacebookGraph = { fetchProfile: fetchFacebookProfile };
