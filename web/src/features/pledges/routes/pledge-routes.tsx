// The donor's pledge pages, public and loaded on demand: /pledge/{participantId},
// /pledge/confirmation/{pledgeId} and the emailed manage link /pledge/manage#t=<token>.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const pledgeRoutes: RouteObject[] = [
  {
    path: 'pledge/confirmation/:pledgeId',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./confirmation-page')).ConfirmationPage }),
  },
  {
    path: 'pledge/manage',
    HydrateFallback: PageLoading,
    // The page moves the link's token out of the fragment with a replace navigation; the data
    // loads again then, with it.
    shouldRevalidate: () => true,
    lazy: async () => {
      const [{ ManagePage }, { manageLoader, manageAction }] = await Promise.all([
        import('./manage-page'),
        import('./manage-data'),
      ]);
      return { Component: ManagePage, loader: manageLoader, action: manageAction };
    },
  },
  {
    path: 'pledge/:participantId',
    HydrateFallback: PageLoading,
    lazy: async () => {
      // One module, so one chunk: the page, its loader's call and its action (the donor pages' 80 KB budget).
      const [{ PledgePage, loadPledgeOptions, pledgeAction }, { ApiError }] = await Promise.all([
        import('./pledge-page'),
        import('../../../lib/api-error'),
      ]);
      return {
        Component: PledgePage,
        action: pledgeAction,
        loader: async ({ params, request }) => {
          try {
            return await loadPledgeOptions(params.participantId ?? '', request.signal);
          } catch (error) {
            // An unknown participant is a page of its own, not an error.
            if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
            throw error;
          }
        },
      };
    },
  },
];
