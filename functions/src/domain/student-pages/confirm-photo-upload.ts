// ConfirmStudentPhotoUpload: the landing pages' checks on the uploaded object itself (size, magic
// bytes, declared type) and their sharp re-encode (upright, EXIF and GPS stripped), called not
// copied; but the photo of a child is kept privately, pending, until an organizer approves it. It
// replaces any earlier photo: the fields move only if still as read, then the old objects go.
import type {
  ConfirmStudentPhotoUploadRequest,
  StudentPageState,
} from '@thon/shared/api/schemas/student-pages';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import {
  familyPhotosNotAllowed,
  studentPhotoUploadNotFound,
} from '@thon/shared/catalog/student-page-messages';
import type { Caller } from '../caller';
import { Conflict, NotFound } from '../errors';
import { checkedImageOf, type AcceptedFormats } from '../landing-pages/confirm-image-upload';
import { incomingKey } from '../landing-pages/landing-images';
import { familyPage } from './family-access';
import { invalidateStudentPage, pageStateOf } from './page-state';
import { deletePhotoObjects, photoStateOf } from './photo-objects';
import { isUploadOf, pendingPhotoKey } from './photo-keys';
import type { PhotoState, StudentPagePorts } from './ports';

/** A phone's photo may be WebP too; the declared type must match the bytes. */
const photoFormats: AcceptedFormats = {
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png'],
  'image/webp': ['image/webp'],
};

export async function confirmStudentPhotoUpload(
  deps: Pick<StudentPagePorts, 'reads' | 'pages' | 'uploads' | 'photos' | 'cdn' | 'ids' | 'logger'>,
  caller: Caller,
  request: ConfirmStudentPhotoUploadRequest,
): Promise<StudentPageState> {
  const participant = await familyPage(deps.reads, caller, request.ParticipantId, { ownFromGrade8: false });
  if (!isUploadOf(participant.participantId, request.UploadKey))
    throw new NotFound(studentPhotoUploadNotFound);
  const event = await deps.reads.getEvent(participant.eventId);
  if (event?.familyPhotosAllowed !== true) throw new Conflict(familyPhotosNotAllowed);

  const upload = incomingKey(caller.userId, request.UploadKey);
  const image = await checkedImageOf(deps, upload, photoFormats);
  const photoId = deps.ids.newId();
  await deps.photos.keepPending(photoId, image.data);
  await deps.uploads.deleteObject(upload);

  const earlier = photoStateOf(participant);
  const next: PhotoState = { photoStatus: 'pending', photoPendingKey: pendingPhotoKey(photoId) };
  if (!(await deps.pages.replacePhoto(participant.participantId, earlier, next))) {
    await deps.photos.deletePending(photoId);
    throw new Conflict(changedAtTheSameTime);
  }
  const leftPaths = await deletePhotoObjects(deps.photos, earlier);
  // The page changes only when an approved photo left it.
  if (earlier.photoUrl) await invalidateStudentPage(deps.cdn, participant.participantId, leftPaths);
  return pageStateOf(participant, next);
}
