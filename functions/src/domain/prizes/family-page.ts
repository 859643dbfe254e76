// What a family made of a student page, as the public sees it (docs/prizes.md): the message unless
// the organizer hid it, the photo only once an organizer approved it and while the Thon allows
// photos (turning them off hides every photo at once, without deleting what families uploaded).
// Nothing else about the child.
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';

type FamilyFields = Pick<ParticipantRecord, 'pageMessage' | 'pageMessageHidden' | 'photoStatus' | 'photoUrl'>;

export function publicFamilyPage(
  participant: FamilyFields,
  event: Pick<EventRecord, 'familyPhotosAllowed'> | undefined,
): { FamilyMessage?: string; PhotoUrl?: string } {
  return {
    ...(participant.pageMessage && participant.pageMessageHidden !== true
      ? { FamilyMessage: participant.pageMessage }
      : {}),
    ...(event?.familyPhotosAllowed === true && participant.photoStatus === 'approved' && participant.photoUrl
      ? { PhotoUrl: participant.photoUrl }
      : {}),
  };
}
