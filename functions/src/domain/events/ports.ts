// The repository operations the events area's use cases call. Record types are the data layer's
// stored values (types only); the DynamoDB implementations are in data/stores/events.ts, wired in
// composition/events.ts.
import type {
  createEventOfOrganization,
  createEventWithOrganization,
  EventChanges,
  listAllEvents,
  listEventsOfFranchise,
  EventRecord,
} from '../../data/repositories/events-repository';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import type { RejectOutcome } from '../../data/repositories/participant-approvals-repository';
import type {
  ParticipantRecord,
  recordParticipantUnits,
} from '../../data/repositories/participants-repository';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type { UserRecord } from '../../data/repositories/users-repository';
import type { TeamClaimOutcome, TeamRecord } from '../../data/repositories/teams-repository';
import type { VisitRecord } from '../../data/repositories/visits-repository';

export interface EventReads {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
}

/** Event codes, as printed on flyers, to the event they name (normalized codes only). */
export interface EventCodeReads {
  findEventIdByCode(eventCode: string): Promise<string | undefined>;
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

/** What an import reads beside the rows: claims of earlier imports, and the participant count. */
export interface ImportStore {
  /** The keys among `claimKeys` an earlier import or join claimed already. */
  claimedParticipantKeys(claimKeys: readonly string[]): Promise<Set<string>>;
  countParticipantsOfEvent(eventId: string): Promise<number>;
  /** Sets the count unless it moved from `expected` or the status left `statuses`; false then. */
  repairParticipantCount(
    eventId: string,
    count: number,
    expected: number | undefined,
    statuses: readonly EventRecord['status'][],
  ): Promise<boolean>;
}

/** Teams by their claimed normalized name: a claim is one transaction, conditioned on the event's status. */
export interface TeamNameStore {
  teamIdsByName(eventId: string): Promise<Map<string, string>>;
  listTeamsOfEvent(eventId: string): Promise<TeamRecord[]>;
  claimTeamName(
    team: Omit<TeamRecord, 'createdAt'>,
    nameKey: string,
    create: boolean,
    statuses: readonly EventRecord['status'][],
  ): Promise<TeamClaimOutcome>;
}

/** A team's leader (one: a conditional write) and its class teacher (replaced by the organizer). */
export interface TeamStore {
  getTeam(eventId: string, teamId: string): Promise<TeamRecord | undefined>;
  /** False when another leader holds the team. */
  assignTeamLeader(eventId: string, teamId: string, leaderUserId: string): Promise<boolean>;
  setClassTeacher(eventId: string, teamId: string, teacherUserId: string): Promise<void>;
}

/** Accounts named by an organizer: by email (its claim) or by id. */
export interface AccountLookup {
  findUserIdByEmail(email: string): Promise<string | undefined>;
  getUser(userId: string): Promise<UserRecord | undefined>;
}

/** Recording units: the participant, its pledges' estimate and the conditional units write. */
export interface UnitsStore {
  getParticipant(participantId: string): Promise<ParticipantRecord | undefined>;
  listParticipantsOfEvent(eventId: string): Promise<ParticipantRecord[]>;
  listPledgesOfParticipant(participantId: string): Promise<PledgeRecord[]>;
  /** The units with the pledges' estimate, conditioned on the status and the pledges' version. */
  recordParticipantUnits: typeof recordParticipantUnits;
}

/** The organizer's Thons: creating one (its code claimed with it), edits and status moves held to a status. */
export interface ThonStore {
  /** The organization, the event and its code claim, all or nothing. */
  createEventWithOrganization: typeof createEventWithOrganization;
  /** The event of an existing organization and its code claim, while the organization keeps its franchise. */
  createEventOfOrganization: typeof createEventOfOrganization;
  /** A page of a franchise's Thons (gsi3) by start date; `bad-cursor` for a cursor of another Query. */
  listEventsOfFranchise: typeof listEventsOfFranchise;
  /** A page of every Thon (gsi4) by start date. */
  listAllEvents: typeof listAllEvents;
  /** The event as stored after the changes; undefined when its status was not one of `statuses`. */
  updateEvent(
    eventId: string,
    changes: EventChanges,
    statuses: readonly EventRecord['status'][],
  ): Promise<EventRecord | undefined>;
  /** False when the event's status is no longer `from`. */
  changeEventStatus(
    eventId: string,
    from: EventRecord['status'],
    to: EventRecord['status'],
  ): Promise<boolean>;
  listEventsOfOrganizer(organizerUserId: string): Promise<EventRecord[]>;
  getOrganization(organizationId: string): Promise<OrganizationRecord | undefined>;
}

/** An event's participants (one Query): its cached pages, its access code cards. */
export interface EventRosterReads {
  listParticipantsOfEvent(eventId: string): Promise<ParticipantRecord[]>;
}

/** A donor's page visit with its campaign tracking; the store sets its creation and expiry. */
export interface VisitWrites {
  createVisit(visit: Omit<VisitRecord, 'createdAt' | 'expiresAt'>): Promise<void>;
}

/** The event page's one Query (gsi1, collection eventPage): the event, its teams, its participants. */
export interface EventPageReads {
  getEventPageItems(eventId: string): Promise<{
    event: EventRecord[];
    team: TeamRecord[];
    participant: ParticipantRecord[];
  }>;
}

/**
 * A child's pledges, newest first: at most `limit`, or all of them (every page) without one (the
 * student page reads all: its prize credit counts every pledge, its supporters are the newest).
 */
export interface SupporterReads {
  listPledgesOfParticipant(participantId: string, limit?: number): Promise<PledgeRecord[]>;
}

/** Activities recorded once per session and type (a conditional create). */
export interface ActivityLog {
  /** True when this call recorded it, false when it was already there. */
  recordActivityOnce(sessionId: string, activityTypeId: number, userId: string): Promise<boolean>;
}
