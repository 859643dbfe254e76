// Sign-out: the API revokes the session (its token stops working at once), then this browser
// forgets it. The browser forgets it even when the API cannot be reached.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { callApi } from '@/lib/api-client';
import { forgetCurrentSession } from '@/lib/current-session';
import { clearSession, readSession } from '@/lib/session-storage';

export async function signOut(): Promise<void> {
  if (readSession()) {
    try {
      await callApi(authRoutes.logout, { query: {} });
    } catch {
      // Already revoked, expired or unreachable: the local sign-out below still happens.
    }
  }
  clearSession();
  forgetCurrentSession();
}
