// The signed-in user's Session (spec section 3), loaded once per token from GET
// /api/Users/GetSession and shared by every loader that asks during the same navigation.
// A token the API refuses (revoked, expired) is forgotten, which makes the user signed out.
import { authRoutes } from '@thon/shared/api/routes/auth';
import type { Session } from '@thon/shared/api/schemas/session';
import { ApiError, callApi } from './api-client';
import { clearSession, readSession } from './session-storage';

let cached: { token: string; session: Promise<Session | null> } | undefined;

export function loadCurrentSession(): Promise<Session | null> {
  const stored = readSession();
  if (!stored) {
    cached = undefined;
    return Promise.resolve(null);
  }
  if (cached?.token === stored.token) return cached.session;

  const session = callApi(authRoutes.getSession, { query: {} }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearSession();
      return null;
    }
    // A network or server failure is not a verdict on the token: ask again next time.
    if (cached?.session === session) cached = undefined;
    throw error;
  });
  cached = { token: stored.token, session };
  return session;
}

/** Drops the remembered Session, after sign-in or sign-out. */
export function forgetCurrentSession(): void {
  cached = undefined;
}
