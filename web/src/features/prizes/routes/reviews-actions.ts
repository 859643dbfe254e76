// /organizer/thons/:eventId/reviews's route action: a decision on a family's pending photo
// (approve, reject: naming the photo the organizer saw), taking a published photo down, hiding or
// showing a family message, and the Thon's family-photos switch. The page's loader reads the queue again afterwards.
import type { ActionFunctionArgs } from 'react-router';
import {
  familyPhotosOff,
  familyPhotosOn,
  messageHidden,
  messageShown,
  photoApproved,
  photoRejected,
  photoTakenDown,
} from '@thon/shared/catalog/prize-page-messages';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import { showToast } from '@/lib/show-toast';
import { moderateStudentPage, removeStudentPhoto, setFamilyPhotosAllowed } from '../api/review-calls';

export type ReviewActionRequest =
  | { intent: 'photo'; participantId: string; photoId: string; decision: 'approve' | 'reject'; name: string }
  | { intent: 'message'; participantId: string; hidden: boolean; name: string }
  | { intent: 'take-down'; participantId: string; name: string }
  | { intent: 'family-photos'; allowed: boolean };

export type ReviewOutcome = { ok: true; message: string } | Refused;

export async function reviewsAction({ params, request }: ActionFunctionArgs): Promise<ReviewOutcome> {
  const body = (await request.json()) as ReviewActionRequest;
  switch (body.intent) {
    case 'photo':
      return refusedOr<ReviewOutcome>(async () => {
        await moderateStudentPage({
          ParticipantId: body.participantId,
          PhotoId: body.photoId,
          Photo: body.decision,
        });
        const message = body.decision === 'approve' ? photoApproved(body.name) : photoRejected(body.name);
        // A decided photo leaves the queue when the page reloads, and its status line with it:
        // the toast is the confirmation that stays.
        showToast('success', message);
        return { ok: true, message };
      });
    case 'take-down':
      return refusedOr<ReviewOutcome>(async () => {
        await removeStudentPhoto(body.participantId);
        const message = photoTakenDown(body.name);
        // The photo leaves the list when the page reloads, and its status line with it.
        showToast('success', message);
        return { ok: true, message };
      });
    case 'message':
      return refusedOr<ReviewOutcome>(async () => {
        await moderateStudentPage({ ParticipantId: body.participantId, MessageHidden: body.hidden });
        return { ok: true, message: body.hidden ? messageHidden(body.name) : messageShown(body.name) };
      });
    case 'family-photos':
      return refusedOr<ReviewOutcome>(async () => {
        const allowed = await setFamilyPhotosAllowed(params.eventId ?? '', body.allowed);
        return { ok: true, message: allowed ? familyPhotosOn : familyPhotosOff };
      });
  }
}
