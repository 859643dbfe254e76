// A route's area (the route table's index, shared/src/api/routes.ts `routeAreas`): the `Area`
// dimension of its request metrics. A route function bundles only its own area's table, never the
// index (infra/test/bundle-contents.test.ts), so it cannot look its area up there: CDK sets it on
// each route function (ROUTE_AREA). Locally every route runs in one process, where one variable
// cannot tell them apart: the local stack registers the index's areas by route name on globalThis
// instead (functions/dev/local-route-areas.ts).
import { observabilityEnvironmentNames } from './environment-names';

/** The globalThis key of the local stack's route name → area map. */
export const localRouteAreasKey = Symbol.for('thon.local-route-areas');

/** The authorizer's own area (the catalog's): it runs before every signed-in route of every area. */
export { authorizerArea } from '@thon/shared/observability/metric-catalog';

export function routeAreaOf(routeName: string): string {
  const local = (globalThis as Record<symbol, ReadonlyMap<string, string> | undefined>)[localRouteAreasKey];
  return local?.get(routeName) ?? process.env[observabilityEnvironmentNames.routeArea] ?? 'unknown';
}
