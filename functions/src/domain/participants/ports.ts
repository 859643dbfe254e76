// The repository operations the participants area's use cases call. Record types are the data
// layer's stored values (imported as types only); the DynamoDB implementations are in
// data/stores/participants.ts, wired in composition/participants.ts.
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParentLinkRecord } from '../../data/repositories/parents-repository';
import type { ExperimentData, ParticipantRecord } from '../../data/repositories/participants-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { UserRecord } from '../../data/repositories/users-repository';

/** The facts an access decision may read (entitlement.ts): one of them per decision at most. */
export interface ParticipantAccessReads {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  getTeam(eventId: string, teamId: string): Promise<TeamRecord | undefined>;
  isParentLinked(parentId: string, participantId: string): Promise<boolean>;
}

export interface ParticipantStore {
  getParticipant(participantId: string): Promise<ParticipantRecord | undefined>;
  getParticipants(participantIds: readonly string[]): Promise<ParticipantRecord[]>;
  listParticipantsOfUser(userId: string): Promise<ParticipantRecord[]>;
  setParticipantExperiment(participantId: string, experiment: ExperimentData): Promise<void>;
}

export interface UserReads {
  getUser(userId: string): Promise<UserRecord | undefined>;
}

export interface ParentLinkReads {
  listParentLinks(parentId: string): Promise<ParentLinkRecord[]>;
}
