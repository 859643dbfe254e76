// Locally every route function runs in this one process: the route's area (its request metrics'
// `Area` dimension) comes from the route table's index, registered here once the stack starts
// (functions/src/platform/route-area.ts reads it; deployed, CDK sets ROUTE_AREA per function).
import { routeAreas } from '@thon/shared/api/routes';
import { localRouteAreasKey } from '../src/platform/route-area';

export function registerLocalRouteAreas(): void {
  const areas = new Map(
    Object.entries(routeAreas).flatMap(([area, routes]) =>
      Object.values(routes).map((route) => [route.name, area] as const),
    ),
  );
  (globalThis as Record<symbol, unknown>)[localRouteAreasKey] = areas;
}
