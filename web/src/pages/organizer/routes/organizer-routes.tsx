// The organizer's Thon pages. A Thon's page is open to every role whose scope may reach a Thon
// (the API answers 404 for one out of reach); My Thons lists an organizer's own Thons and a
// franchisee team leader's assigned ones (a franchisee user's are the console's Thons page), and
// Create a Thon is for the roles that may create one (a franchisee user for one of their
// organizations, from the console's organization page). Mounted under the signed-in group.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { organizerRoles, thonCreatorRoles, thonScopedRoles } from '@thon/shared/auth/thon-roles';
import type { Role } from '@thon/shared/auth/roles';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';

const myThonsRoles: readonly Role[] = [...organizerRoles, 'franchisee-team-leader'];

export const organizerRoutes: RouteObject[] = [
  {
    path: 'organizer/thons',
    loader: requireRole(thonScopedRoles),
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ MyThonsPage }, { loadMyThonsOf }] = await Promise.all([
            import('./my-thons-page'),
            import('./my-thons-loader'),
          ]);
          return {
            Component: MyThonsPage,
            loader: async (args: LoaderFunctionArgs) => {
              const session = await requireRole(myThonsRoles)(args);
              return loadMyThonsOf(session.Role, args.request.signal);
            },
          };
        },
      },
      {
        path: 'new',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ NewThonPage }, { newThonAction }, { newThonLoader }] = await Promise.all([
            import('./new-thon-page'),
            import('@/features/events/routes/new-thon-actions'),
            import('./new-thon-loader'),
          ]);
          return {
            Component: NewThonPage,
            loader: async (args: LoaderFunctionArgs) => {
              await requireRole(thonCreatorRoles)(args);
              return newThonLoader(args);
            },
            action: newThonAction,
          };
        },
      },
      {
        path: ':eventId',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ ThonPage }, { loadThon }, { thonAction }, { managesThonPage }] = await Promise.all([
            import('./thon-page'),
            import('@/features/events/api/load-thon'),
            import('./thon-actions'),
            import('@/features/events/thon-page-access'),
          ]);
          return {
            Component: ThonPage,
            loader: async (args: LoaderFunctionArgs) => {
              const session = await requireRole(thonScopedRoles)(args);
              const { params, request } = args;
              return loadThon(params.eventId ?? '', request.signal, managesThonPage(session.Role));
            },
            action: thonAction,
          };
        },
      },
      // The Thon's prize pages (features/prizes): each its own lazy module, so none of it loads
      // before an organizer opens one.
      {
        path: ':eventId/prizes',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ ProgrammePage }, { loadProgrammePage }, { programmeAction }, { managesThonPage }] =
            await Promise.all([
              import('@/features/prizes/routes/programme-page'),
              import('@/features/prizes/routes/programme-loader'),
              import('@/features/prizes/routes/programme-actions'),
              import('@/features/events/thon-page-access'),
            ]);
          return {
            Component: ProgrammePage,
            loader: async (args: LoaderFunctionArgs) => {
              const session = await requireRole(thonScopedRoles)(args);
              const { params, request } = args;
              return loadProgrammePage(params.eventId ?? '', managesThonPage(session.Role), request.signal);
            },
            action: programmeAction,
          };
        },
      },
      {
        path: ':eventId/awards',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ AwardsPage }, { loadAwardsPage }, { moveAwardsAction }] = await Promise.all([
            import('@/features/prizes/routes/awards-page'),
            import('@/features/prizes/routes/board-loaders'),
            import('@/features/prizes/routes/award-actions'),
          ]);
          return {
            Component: AwardsPage,
            loader: async (args: LoaderFunctionArgs) => {
              await requireRole(thonScopedRoles)(args);
              return loadAwardsPage(args.params.eventId ?? '', args.request.signal);
            },
            action: moveAwardsAction,
          };
        },
      },
      // The Thon's event day (features/eventday-organizer): its own lazy module; the bib sheet's
      // PDF module loads only when bibs are printed.
      {
        path: ':eventId/eventday',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ EventDayPage }, { loadEventDayPage }, { eventDayAction }, { managesThonPage }] =
            await Promise.all([
              import('@/features/eventday-organizer/routes/eventday-page'),
              import('@/features/eventday-organizer/routes/eventday-loader'),
              import('@/features/eventday-organizer/routes/eventday-actions'),
              import('@/features/events/thon-page-access'),
            ]);
          return {
            Component: EventDayPage,
            loader: async (args: LoaderFunctionArgs) => {
              const session = await requireRole(thonScopedRoles)(args);
              const { params, request } = args;
              return loadEventDayPage(params.eventId ?? '', managesThonPage(session.Role), request.signal);
            },
            action: eventDayAction,
          };
        },
      },
      {
        path: ':eventId/reviews',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ ReviewsPage }, { loadReviewsPage }, { reviewsAction }, { managesThonPage }] = await Promise.all([
            import('@/features/prizes/routes/reviews-page'),
            import('@/features/prizes/routes/board-loaders'),
            import('@/features/prizes/routes/reviews-actions'),
            import('@/features/events/thon-page-access'),
          ]);
          return {
            Component: ReviewsPage,
            loader: async (args: LoaderFunctionArgs) => {
              const session = await requireRole(thonScopedRoles)(args);
              const { params, request } = args;
              return loadReviewsPage(params.eventId ?? '', managesThonPage(session.Role), request.signal);
            },
            action: reviewsAction,
          };
        },
      },
    ],
  },
];
