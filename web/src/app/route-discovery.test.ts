// The shop's and the console's vendor route trees stay out of the entry chunk: the app's static
// tree lacks them, and each router patches each in once, on the first navigation into it.
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminRouteId, rootRouteId, signedInRouteId } from '../lib/session-route';
import { appRoutes } from './app-routes';
import { createRouteDiscovery } from './route-discovery';

type Discovery = ReturnType<typeof createRouteDiscovery>;

function navigate(discovery: Discovery, path: string, signal = new AbortController().signal) {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  return { patch, done: discovery({ path, patch, signal, matches: [], fetcherKey: undefined }) };
}

function paths(routes: readonly RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    return [path, ...paths(route.children ?? [], path)];
  });
}

describe('route discovery', () => {
  it("leaves the shop's and the console's vendor routes out of the static tree", () => {
    const all = paths(appRoutes);
    expect(all).toContain('/admin');
    expect(all.filter((path) => /^\/shop(\/|$)|^\/admin\/vendors|^\/eventday/.test(path))).toEqual([]);
  });

  it('patches the shop under the signed-in group once per router, whatever the case', async () => {
    const discovery = createRouteDiscovery();
    const first = navigate(discovery, '/Shop/orders');
    await first.done;
    expect(first.patch).toHaveBeenCalledOnce();
    const [parent, children] = first.patch.mock.calls[0] ?? [];
    expect(parent).toBe(signedInRouteId);
    expect(children?.map((route) => route.path)).toEqual(['shop']);

    const again = navigate(discovery, '/shop/nosuchpage');
    await again.done;
    expect(again.patch).not.toHaveBeenCalled();

    // Another router (another test's) gets its own patch.
    const other = navigate(createRouteDiscovery(), '/shop');
    await other.done;
    expect(other.patch).toHaveBeenCalledOnce();
  });

  it('patches the vendor pages under the console frame', async () => {
    const { patch, done } = navigate(createRouteDiscovery(), '/admin/vendors/v-1');
    await done;
    expect(patch).toHaveBeenCalledWith(adminRouteId, [expect.objectContaining({ path: 'vendors' })]);
  });

  it('patches the event-day pages outside the signed-in group (a volunteer has no account)', async () => {
    const { patch, done } = navigate(createRouteDiscovery(), '/eventday/ABC123');
    await done;
    expect(patch).toHaveBeenCalledWith(rootRouteId, [expect.objectContaining({ path: 'eventday/:eventCode' })]);
  });

  it('patches nothing for other paths, a vanity url starting with "shop" included', async () => {
    const discovery = createRouteDiscovery();
    for (const path of ['/', '/login', '/event/ABC123', '/shopping', '/admin', '/admin/vendorsx']) {
      const { patch, done } = navigate(discovery, path);
      await done;
      expect(patch, path).not.toHaveBeenCalled();
    }
  });

  it('patches on the next navigation when the first was aborted while the tree loaded', async () => {
    const discovery = createRouteDiscovery();
    const aborted = new AbortController();
    aborted.abort();
    const first = navigate(discovery, '/shop', aborted.signal);
    await first.done;
    expect(first.patch).not.toHaveBeenCalled();

    const next = navigate(discovery, '/shop');
    await next.done;
    expect(next.patch).toHaveBeenCalledOnce();
  });
});
