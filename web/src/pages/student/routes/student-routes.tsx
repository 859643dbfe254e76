// The public student page, /student/{participantId}. Loaded on demand, like the event page.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const studentRoutes: RouteObject[] = [
  {
    path: 'student/:participantId',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ StudentPage }, { loadStudentPage }, { ApiError }] = await Promise.all([
        import('./student-page'),
        import('@/features/participants/api/load-student-page'),
        import('../../../lib/api-error'),
      ]);
      return {
        Component: StudentPage,
        loader: async ({ params, request }) => {
          try {
            return await loadStudentPage(params.participantId ?? '', request.signal);
          } catch (error) {
            // An unknown participant is a page of its own, not an error.
            if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return undefined;
            throw error;
          }
        },
      };
    },
  },
];
