// The repository operations the events area's use cases call. Record types are the data layer's
// stored values (types only); the DynamoDB implementations are in data/stores/events.ts, wired in
// composition/events.ts.
import type { EventRecord } from '../../data/repositories/events-repository';
import type { RejectOutcome } from '../../data/repositories/participant-approvals-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { UserRecord } from '../../data/repositories/users-repository';

export interface EventReads {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
}

export interface EventParticipantReads {
  getParticipant(participantId: string): Promise<ParticipantRecord | undefined>;
}

export interface UserBatchReads {
  getUsers(userIds: readonly string[]): Promise<UserRecord[]>;
}

/** Children parents created, waiting for the organizer: each decision is a conditional write. */
export interface ApprovalStore {
  listAwaitingApproval(eventId: string): Promise<ParticipantRecord[]>;
  /** False when the child no longer waits (removed or approved in between). */
  approveAwaitingParticipant(eventId: string, participantId: string): Promise<boolean>;
  deleteAwaitingParticipant(participant: ParticipantRecord): Promise<RejectOutcome>;
}

/** Hiding a participant from the public pages: false when there is no such participant in the event. */
export interface VisibilityStore {
  setParticipantHidden(eventId: string, participantId: string, hiddenFromPublic: boolean): Promise<boolean>;
}
