// Route trees the entry chunk does not carry: their definitions load on the first navigation into
// them (React Router's patchRoutesOnNavigation), so a donor page's first-load JS never pays for
// them. The router calls discovery whenever a path matches nothing or only a param/splat route
// (`/shop` matches the vanity `:landingUrl`, `/shop/orders` the not-found `*`), so the entry keeps
// only the path test below; an unknown /shop path still ends on Not Found once the tree is in.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { adminRouteId, rootRouteId, signedInRouteId } from '../lib/session-route';

export interface DiscoverableRoutes {
  /** The path (case-insensitive, as the router matches) whose subtree these routes are. */
  prefix: string;
  /** The route they are children of, and its full path (for walking the whole tree). */
  parentId: string;
  parentPath: string;
  load: () => Promise<RouteObject[]>;
}

export const discoverableRoutes: readonly DiscoverableRoutes[] = [
  {
    prefix: '/shop',
    parentId: signedInRouteId,
    parentPath: '/',
    load: async () => (await import('@/features/shop/routes/shop-routes')).shopRoutes,
  },
  {
    prefix: '/admin/vendors',
    parentId: adminRouteId,
    parentPath: '/admin',
    load: async () => (await import('@/pages/admin/routes/vendor-routes')).vendorRoutes,
  },
  {
    // Public: a volunteer counting with a one-day code has no account.
    prefix: '/eventday',
    parentId: rootRouteId,
    parentPath: '/',
    load: async () => (await import('@/features/eventday-counting/routes/eventday-routes')).eventDayRoutes,
  },
];

function isUnder(path: string, prefix: string): boolean {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

// One load per tree for the page's lifetime, shared by every router; a failed load (offline) is
// tried again on the next navigation.
const loading = new Map<DiscoverableRoutes, Promise<RouteObject[]>>();

function loadOnce(routes: DiscoverableRoutes): Promise<RouteObject[]> {
  let load = loading.get(routes);
  if (!load) {
    load = routes.load();
    load.catch(() => loading.delete(routes));
    loading.set(routes, load);
  }
  return load;
}

/**
 * The discovery of one router (the browser's, or a test's memory router): each tree is patched
 * into it once. It is marked patched only when the patch took: a navigation aborted while the
 * module loaded patches nothing, and the next one into the tree patches it.
 */
export function createRouteDiscovery(): PatchRoutesOnNavigationFunction {
  const patched = new Set<DiscoverableRoutes>();
  return async ({ path, patch, signal }) => {
    const wanted = discoverableRoutes.filter((routes) => !patched.has(routes) && isUnder(path, routes.prefix));
    await Promise.all(
      wanted.map(async (routes) => {
        const children = await loadOnce(routes);
        if (signal.aborted || patched.has(routes)) return;
        patch(routes.parentId, children);
        patched.add(routes);
      }),
    );
  };
}
