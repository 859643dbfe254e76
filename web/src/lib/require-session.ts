// Loader of the signed-in route group: without a session, go to the login page, which comes
// back here after sign-in.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Session } from '@thon/shared/api/schemas/session';
import { loginPathFor } from './landing';
import { readSession } from './session-storage';

export async function requireSession({ request }: LoaderFunctionArgs): Promise<Session> {
  if (readSession()) {
    // Loaded on demand so the route table and zod stay out of the first download.
    const { loadCurrentSession } = await import('./current-session');
    const session = await loadCurrentSession();
    if (session) return session;
  }
  const url = new URL(request.url);
  throw redirect(loginPathFor(`${url.pathname}${url.search}`));
}
