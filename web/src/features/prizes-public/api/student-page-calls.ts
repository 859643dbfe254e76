// A family's changes to their child's student page (docs/prizes.md): the message (saved, or ''
// to remove it) and the photo (a presigned POST given only with the parent's consent, the confirm
// once S3 holds the file, and removal). The server decides who may: a linked parent.
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import type { StudentPhotoUploadRequest } from '@thon/shared/api/schemas/student-pages';
import { callApi } from '@/lib/api-client';

export function setStudentPageMessage(participantId: string, message: string) {
  return callApi(studentPageRoutes.setStudentPageMessage, {
    body: { ParticipantId: participantId, Message: message },
    query: {},
  });
}

export function requestStudentPhotoUpload(request: StudentPhotoUploadRequest) {
  return callApi(studentPageRoutes.studentPhotoUpload, { body: request, query: {} });
}

export function confirmStudentPhotoUpload(participantId: string, uploadKey: string) {
  return callApi(studentPageRoutes.confirmStudentPhotoUpload, {
    body: { ParticipantId: participantId, UploadKey: uploadKey },
    query: {},
  });
}

export function removeStudentPhoto(participantId: string) {
  return callApi(studentPageRoutes.removeStudentPhoto, { body: { ParticipantId: participantId }, query: {} });
}
