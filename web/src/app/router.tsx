// The browser router of the SPA. Tests build a memory router from the same route tree and the same
// route discovery (the trees the entry chunk leaves out, route-discovery.ts).
import { createBrowserRouter } from 'react-router';
import { appRoutes } from './app-routes';
import { createRouteDiscovery } from './route-discovery';

export const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: createRouteDiscovery() });
