// Landing pages. Managers (organizers, team leaders, super admins) list, create and edit
// theirs under /landingpages (mounted in the signed-in group); visitors open a page at its vanity
// path /{url}, a top-level route placed after every other one (static segments win anyway) and
// before the not-found route. Its first segments are in reservedLandingUrls
// (app/reserved-landing-urls.test.ts).
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';

export const landingPageManagerRoles = ['organizer', 'team-leader', 'super-admin'] as const;

export const landingPageRoutes: RouteObject[] = [
  {
    path: 'landingpages',
    loader: requireRole(landingPageManagerRoles),
    children: [
      {
        // The list (no id), the editor of a new page ('new') or of the page with that id.
        path: ':landingPageId?',
        HydrateFallback: PageLoading,
        lazy: () => import('./landing-pages-route'),
      },
    ],
  },
];

export const vanityRoutes: RouteObject[] = [
  {
    path: ':landingUrl',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const { PublicLandingPage, publicLandingPageLoader } = await import('./public-landing-page');
      return { Component: PublicLandingPage, loader: publicLandingPageLoader };
    },
  },
];
