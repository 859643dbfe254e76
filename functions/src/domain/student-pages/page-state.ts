// A participant's family fields as the student-page writes answer them.
import type { StudentPageState } from '@thon/shared/api/schemas/student-pages';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { studentPagePath } from '../events/public-page-cache';
import type { Cdn } from '../ports/cdn';
import type { PhotoState } from './ports';

export function pageStateOf(
  participant: ParticipantRecord,
  photo: PhotoState = participant,
): StudentPageState {
  return {
    ParticipantId: participant.participantId,
    ...(participant.pageMessage ? { Message: participant.pageMessage } : {}),
    Hidden: participant.pageMessageHidden === true,
    ...(photo.photoStatus ? { PhotoStatus: photo.photoStatus } : {}),
    ...(photo.photoUrl ? { PhotoUrl: photo.photoUrl } : {}),
  };
}

/** The participant's cached student page, and any published photo paths that left it. */
export function invalidateStudentPage(cdn: Cdn, participantId: string, photoPaths: readonly string[] = []) {
  return cdn.invalidateAfterWrite([studentPagePath(participantId), ...photoPaths]);
}
