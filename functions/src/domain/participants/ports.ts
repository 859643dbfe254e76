// The repository operations the participants area's use cases call. Record types are the data
// layer's stored values (imported as types only); the DynamoDB implementations are in
// data/stores/participants.ts, wired in composition/participants.ts.
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParentLinkRecord } from '../../data/repositories/parents-repository';
import type {
  ClaimedParticipant,
  ExperimentData,
  ParticipantRecord,
  ParticipantsCreateOutcome,
} from '../../data/repositories/participants-repository';
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

/**
 * Creating participants of one event: each batch is one transaction with its access codes, its
 * natural-key claims and the event's count ADD, conditioned on the event's status.
 */
export interface ParticipantCreation {
  /** The most participants one transaction holds. */
  readonly participantsPerTransaction: number;
  createParticipantsInEvent(
    eventId: string,
    batch: readonly ClaimedParticipant[],
    statuses: readonly EventRecord['status'][],
  ): Promise<ParticipantsCreateOutcome>;
}

/** The teams a teacher leads, and their events (which of several Thons is the current one). */
export interface TeacherTeamReads {
  listTeamsOfTeacher(teacherUserId: string): Promise<TeamRecord[]>;
  getEvents(eventIds: readonly string[]): Promise<EventRecord[]>;
}

/** A teacher's choice to show their class page, kept on their user record. */
export interface TeacherPageOptIns {
  setTeacherPageOptedIn(userId: string, optedIn: boolean): Promise<void>;
}
