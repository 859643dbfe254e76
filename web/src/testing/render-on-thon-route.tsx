// Renders one section of the organizer's Thon page on a memory data router whose route has the
// page's own action, so the section's fetchers post where they do on the page (the API itself is
// msw's), without loading the whole page around it.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { thonAction } from '@/pages/organizer/routes/thon-actions';

export function renderOnThonRoute(section: ReactNode, eventId = 'evt-new') {
  const router = createMemoryRouter(
    [{ path: '/organizer/thons/:eventId', element: section, action: thonAction }],
    {
      initialEntries: [`/organizer/thons/${eventId}`],
    },
  );
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user, ...view };
}
