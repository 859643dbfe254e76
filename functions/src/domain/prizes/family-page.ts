// What a family made of a student page, as the public sees it (docs/prizes.md): the message unless
// the organizer hid it, the photo only once an organizer approved it. Nothing else about the child.
import type { ParticipantRecord } from '../../data/repositories/participants-repository';

type FamilyFields = Pick<ParticipantRecord, 'pageMessage' | 'pageMessageHidden' | 'photoStatus' | 'photoUrl'>;

export function publicFamilyPage(participant: FamilyFields): { FamilyMessage?: string; PhotoUrl?: string } {
  return {
    ...(participant.pageMessage && participant.pageMessageHidden !== true
      ? { FamilyMessage: participant.pageMessage }
      : {}),
    ...(participant.photoStatus === 'approved' && participant.photoUrl
      ? { PhotoUrl: participant.photoUrl }
      : {}),
  };
}
