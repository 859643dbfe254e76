// StudentPhotoUpload: the landing pages' presigned POST (incoming/, content type and size in its
// conditions) for a photo of a linked child, given with the parent's consent, on a Thon that allows
// photos. The upload id names the child, so only this child's confirmation can take it. Apart from
// the confirmation so this route does not bundle sharp.
import type { StudentPhotoUpload, StudentPhotoUploadRequest } from '@thon/shared/api/schemas/student-pages';
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { familyPhotosNotAllowed } from '@thon/shared/catalog/student-page-messages';
import type { Caller } from '../caller';
import { Conflict, NotFound } from '../errors';
import { startImageUpload } from '../landing-pages/image-upload';
import { familyPage } from './family-access';
import { studentUploadId } from './photo-keys';
import type { StudentPagePorts } from './ports';

export async function startStudentPhotoUpload(
  deps: Pick<StudentPagePorts, 'reads' | 'uploads' | 'ids' | 'clock'>,
  caller: Caller,
  request: StudentPhotoUploadRequest,
): Promise<StudentPhotoUpload> {
  const participant = await familyPage(deps.reads, caller, request.ParticipantId, { ownFromGrade8: false });
  const event = await deps.reads.getEvent(participant.eventId);
  if (!event) throw new NotFound(noSuchParticipant);
  if (event.familyPhotosAllowed !== true) throw new Conflict(familyPhotosNotAllowed);
  const { UploadId, ...post } = await startImageUpload(
    deps,
    caller,
    request,
    studentUploadId(participant.participantId, deps.ids.newId()),
  );
  return { UploadKey: UploadId, ...post };
}
