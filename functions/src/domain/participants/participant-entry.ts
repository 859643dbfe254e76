// The participant list entry served to people entitled to the participant, and the student page
// variant: the stored experiment variant name decides, 'mobile' when it names mobile, else desktop.
import type { ParticipantEntry } from '@thon/shared/api/schemas/participants';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';

export function studentPageVariant(variantName: string | undefined): ParticipantEntry['StudentPageVariant'] {
  return variantName && /mobile/i.test(variantName) ? 'mobile' : 'desktop';
}

/** `createdAt` is not served, so a participant just written (without it) converts as well. */
export function toParticipantEntry(participant: Omit<ParticipantRecord, 'createdAt'>): ParticipantEntry {
  return {
    ParticipantId: participant.participantId,
    UserId: participant.userId ?? null,
    EventId: participant.eventId,
    TeamId: participant.teamId,
    FirstName: participant.firstName,
    LastName: participant.lastName,
    Goal: participant.goal,
    AccessCode: participant.accessCode,
    Grade: participant.grade ?? null,
    ShirtSize: participant.shirtSize ?? null,
    StudentPageVariant: studentPageVariant(participant.experiment?.variantName),
  };
}
