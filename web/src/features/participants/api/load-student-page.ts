// A student's public page (first name and last initial, goal, raised, progress, units).
import { publicReads } from '@thon/shared/api/public-reads';
import { readApi } from '@/lib/read-api';

export function loadStudentPage(participantId: string, signal?: AbortSignal) {
  return readApi(publicReads.getStudentPage, { path: { participantId } }, { signal });
}

export type StudentPageData = Awaited<ReturnType<typeof loadStudentPage>>;

/** The student page of a participant, null when it cannot be read (the list still shows them). */
export function loadStudentPageOrNull(participantId: string, signal?: AbortSignal) {
  return loadStudentPage(participantId, signal).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return null;
  });
}
