// ModerateStudentPage: a worker on the child's Thon approves or rejects the photo under review and
// hides or shows the family's message. A photo decision names the photo the review showed
// (PhotoId): if the family replaced or removed it since, nothing is decided (409), so no photo
// reaches a page unseen. Approving publishes a copy to the public images first; the fields move
// (conditioned on the photo as read) with the audit entry in one transaction; a refused move takes
// the copy back. The private original goes once the decision is stored.
import type { ModerateStudentPageRequest, StudentPageState } from '@thon/shared/api/schemas/student-pages';
import { studentPhotoChanged } from '@thon/shared/catalog/student-page-messages';
import { directCustomer } from '../access/scope';
import { altersNothing, auditEntryOf, type AuditedChange } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { thonAuditActor } from '../events/thon-audit';
import { workedOnPage } from './family-access';
import { invalidateStudentPage, pageStateOf } from './page-state';
import { photoStateOf } from './photo-objects';
import { photoIdOf, publishedPhotoUrl } from './photo-keys';
import type { PhotoState, StudentPagePorts } from './ports';

export async function moderateStudentPage(
  deps: Pick<StudentPagePorts, 'reads' | 'pages' | 'photos' | 'cdn' | 'site' | 'ids' | 'clock'>,
  caller: Caller,
  request: ModerateStudentPageRequest,
): Promise<StudentPageState> {
  const { participant, event } = await workedOnPage(deps.reads, caller, request.ParticipantId);
  const earlier = photoStateOf(participant);
  const photoId = photoIdOf(earlier.photoPendingKey);
  if (request.Photo && (earlier.photoStatus !== 'pending' || !photoId || photoId !== request.PhotoId)) {
    throw new Conflict(studentPhotoChanged);
  }
  const decided = request.Photo && photoId ? photoId : undefined;
  let photo: PhotoState | undefined;
  if (decided && request.Photo === 'approve') {
    await deps.photos.publish(decided);
    photo = { photoStatus: 'approved', photoUrl: publishedPhotoUrl(deps.site, decided) };
  } else if (decided) {
    photo = { photoStatus: 'rejected' };
  }

  const hiddenBefore = participant.pageMessageHidden === true;
  const change: AuditedChange = {
    actor: await thonAuditActor(deps.reads, caller),
    action: 'student-page-moderated',
    subject: { kind: 'participant', id: participant.participantId },
    ...(event.franchiseId && event.franchiseId !== directCustomer ? { franchiseId: event.franchiseId } : {}),
    before: { photoStatus: earlier.photoStatus, messageHidden: hiddenBefore },
    after: {
      photoStatus: photo ? photo.photoStatus : earlier.photoStatus,
      messageHidden: request.MessageHidden ?? hiddenBefore,
    },
  };
  const outcome = await deps.pages.moderatePage({
    participantId: participant.participantId,
    ...(photo ? { expected: earlier, photo } : {}),
    ...(request.MessageHidden === undefined ? {} : { messageHidden: request.MessageHidden }),
    ...(altersNothing(change)
      ? {}
      : { audit: auditEntryOf(change, { id: deps.ids.newId(), nowMs: deps.clock.nowMs() }) }),
  });
  if (!outcome.written) {
    if (photo?.photoUrl && decided) await deps.photos.deletePublished(decided);
    throw new Conflict(studentPhotoChanged);
  }
  if (decided) await deps.photos.deletePending(decided);
  await invalidateStudentPage(deps.cdn, participant.participantId);
  return pageStateOf(
    { ...participant, pageMessageHidden: request.MessageHidden ?? hiddenBefore },
    photo ?? earlier,
  );
}
