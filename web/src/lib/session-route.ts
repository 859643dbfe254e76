// How pages read the signed-in Session: the root route loads it on every navigation (the app's
// route guard), and the signed-in route group requires it. Pages read it from those loaders'
// data, so there is no second copy to keep in sync.
import { useRouteLoaderData } from 'react-router';
import type { Session } from '@thon/shared/api/schemas/session';

export const rootRouteId = 'root';
export const signedInRouteId = 'signed-in';
/** The console's frame under /admin, which discovered console routes join (route-discovery.ts). */
export const adminRouteId = 'admin';

export interface RootData {
  session: Session | null;
}

/** The Session when someone is signed in, else null. Usable on every page. */
export function useSession(): Session | null {
  return useRouteLoaderData<RootData>(rootRouteId)?.session ?? null;
}

/** The Session on pages of the signed-in group, whose loader guarantees one. */
export function useSignedInSession(): Session {
  const session = useRouteLoaderData<Session>(signedInRouteId);
  if (!session) throw new Error('useSignedInSession is for pages under the signed-in route group');
  return session;
}
