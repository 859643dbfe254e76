// The family pages' review: the queue (pending photos through short-lived presigned GETs, every
// family message, the photos already on pages), the organizer's decisions, and the Thon's switch that allows family photos.
// Typed from the shared route table.
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import type {
  ModerateStudentPageRequest,
  StudentPageReviews,
  StudentPageState,
} from '@thon/shared/api/schemas/student-pages';
import { callApi } from '@/lib/api-client';

export type { ModerateStudentPageRequest, StudentPageReviews };

export function listStudentPageReviews(thonId: string, signal?: AbortSignal): Promise<StudentPageReviews> {
  return callApi(studentPageRoutes.listStudentPageReviews, { query: { ThonId: thonId } }, { signal });
}

export function moderateStudentPage(request: ModerateStudentPageRequest): Promise<StudentPageState> {
  return callApi(studentPageRoutes.moderateStudentPage, { body: request, query: {} });
}

/** Takes a photo off the child's page (a worker on the Thon may, as its family may). */
export function removeStudentPhoto(participantId: string): Promise<StudentPageState> {
  return callApi(studentPageRoutes.removeStudentPhoto, { body: { ParticipantId: participantId }, query: {} });
}

export async function setFamilyPhotosAllowed(thonId: string, allowed: boolean): Promise<boolean> {
  const answer = await callApi(studentPageRoutes.setFamilyPhotosAllowed, {
    body: { ThonId: thonId, Allowed: allowed },
    query: {},
  });
  return answer.FamilyPhotosAllowed;
}
