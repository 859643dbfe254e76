// RemoveStudentPhoto: a linked parent, or a worker on the child's Thon, takes the photo away: the
// fields are cleared (only if still as read), then the pending and published objects are deleted
// and the page and the photo's own path invalidated, so it leaves every cache too.
import type { ParticipantOnlyRequest, StudentPageState } from '@thon/shared/api/schemas/student-pages';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { familyOrWorkedOnPage } from './family-access';
import { invalidateStudentPage, pageStateOf } from './page-state';
import { deletePhotoObjects, photoStateOf } from './photo-objects';
import type { StudentPagePorts } from './ports';

export async function removeStudentPhoto(
  deps: Pick<StudentPagePorts, 'reads' | 'pages' | 'photos' | 'cdn'>,
  caller: Caller,
  request: ParticipantOnlyRequest,
): Promise<StudentPageState> {
  const participant = await familyOrWorkedOnPage(deps.reads, caller, request.ParticipantId);
  const earlier = photoStateOf(participant);
  if (Object.keys(earlier).length === 0) return pageStateOf(participant, {});
  if (!(await deps.pages.replacePhoto(participant.participantId, earlier, {}))) {
    throw new Conflict(changedAtTheSameTime);
  }
  const leftPaths = await deletePhotoObjects(deps.photos, earlier);
  await invalidateStudentPage(deps.cdn, participant.participantId, leftPaths);
  return pageStateOf(participant, {});
}
