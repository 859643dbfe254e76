// Renders the real route tree at a path in a memory router, as the browser router would.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/app-routes';
import { Providers } from '../app/providers';
import { createRouteDiscovery } from '../app/route-discovery';

export function renderApp(path: string) {
  // The same route discovery as the browser's router: the shop's tree loads on its first visit.
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: createRouteDiscovery(),
  });
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user, ...view };
}
