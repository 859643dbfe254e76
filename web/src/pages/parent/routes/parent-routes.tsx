// /parent/dashboard, /parent/addparticipant, /parent/mypledges. Mounted under the signed-in group.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const parentRoutes: RouteObject[] = [
  {
    path: 'parent/dashboard',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [
        { ParentDashboardPage },
        { loadParentParticipants },
        { parentDashboardAction },
        { familyPageAction, isFamilyPagePost },
      ] = await Promise.all([
        import('./parent-pages'),
        import('@/features/participants/api/load-parent-participants'),
        import('@/features/participants/routes/participant-actions'),
        import('@/features/prizes-public/routes/family-page-actions'),
      ]);
      return {
        Component: ParentDashboardPage,
        loader: ({ request }) => loadParentParticipants(request.signal),
        // A child's removal posts form data; a change to a child's student page posts JSON.
        action: (args) =>
          isFamilyPagePost(args.request) ? familyPageAction(args) : parentDashboardAction(args),
      };
    },
  },
  {
    path: 'parent/addparticipant',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ AddParticipantPage }, { loadParentParticipantCount }, { addParticipantAction }] =
        await Promise.all([
          import('./parent-pages'),
          import('@/features/participants/api/load-parent-participants'),
          import('@/features/participants/routes/participant-actions'),
        ]);
      return {
        Component: AddParticipantPage,
        loader: ({ request }) => loadParentParticipantCount(request.signal),
        action: addParticipantAction,
      };
    },
  },
  {
    path: 'parent/mypledges',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ MyPledgesPage }, { loadMyPledges }] = await Promise.all([
        import('./my-pledges-page'),
        import('@/features/pledges/api/load-my-pledges'),
      ]);
      return { Component: MyPledgesPage, loader: ({ request }) => loadMyPledges(request.signal) };
    },
  },
];
