// SetStudentPageMessage: a linked parent, or the participant from grade 8, writes the family's
// message on the student page ('' removes it). A message the organizer hid stays hidden when it is
// changed: otherwise editing one word would undo the organizer's decision without their review.
import type { SetStudentPageMessageRequest, StudentPageState } from '@thon/shared/api/schemas/student-pages';
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { NotFound } from '../errors';
import { familyPage } from './family-access';
import { invalidateStudentPage, pageStateOf } from './page-state';
import type { StudentPagePorts } from './ports';

export async function setStudentPageMessage(
  deps: Pick<StudentPagePorts, 'reads' | 'pages' | 'cdn'>,
  caller: Caller,
  request: SetStudentPageMessageRequest,
): Promise<StudentPageState> {
  const participant = await familyPage(deps.reads, caller, request.ParticipantId, { ownFromGrade8: true });
  const stored = await deps.pages.setPageMessage(participant.participantId, request.Message);
  if (!stored) throw new NotFound(noSuchParticipant);
  await invalidateStudentPage(deps.cdn, participant.participantId);
  return pageStateOf(stored);
}
