// The console's reference lists under /admin/lists, for super admins (the API's routes are theirs).
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';

export const referenceListRoutes: RouteObject[] = [
  {
    path: 'lists',
    loader: requireRole(['super-admin']),
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ ReferenceListsPage }, data] = await Promise.all([
            import('./reference-lists-page'),
            import('@/features/reference-lists/routes/reference-list-routes-data'),
          ]);
          return {
            Component: ReferenceListsPage,
            loader: data.referenceListsLoader,
            action: data.referenceListAction,
            shouldRevalidate: data.shouldReloadReferenceLists,
          };
        },
      },
    ],
  },
];
