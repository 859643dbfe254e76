// Whether donors may see a participant: on the runner list, their own page, the pledge form, the
// guest share. Left out: a child the organizer hid (a family asked) and a child a parent created
// that the organizer has not approved yet. Either answers exactly like an unknown participant.
import type { ParticipantRecord } from '../../data/repositories/participants-repository';

export function shownToDonors(
  participant: Pick<ParticipantRecord, 'hiddenFromPublic' | 'awaitingApproval'>,
): boolean {
  return participant.hiddenFromPublic !== true && participant.awaitingApproval !== true;
}
