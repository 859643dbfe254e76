// A student's public page (first name and last initial, goal, raised, progress, units).
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { callApi } from '@/lib/api-client';

export function loadStudentPage(participantId: string, signal?: AbortSignal) {
  return callApi(publicPageRoutes.getStudentPage, { path: { participantId }, query: {} }, { signal });
}

export type StudentPageData = Awaited<ReturnType<typeof loadStudentPage>>;

/** The student page of a participant, null when it cannot be read (the list still shows them). */
export function loadStudentPageOrNull(participantId: string, signal?: AbortSignal) {
  return loadStudentPage(participantId, signal).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return null;
  });
}
