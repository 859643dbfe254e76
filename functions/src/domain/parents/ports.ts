// The repository operations a parent's list calls: links and a parent's own new child, each one
// transaction holding the parent's limits and the event's status. Types only from the data layer;
// the DynamoDB implementations are in data/stores/parents.ts, wired in composition/parents.ts.
import type {
  createParticipantOfParent,
  linkParticipantToParent,
  UnlinkOutcome,
} from '../../data/repositories/parents-repository';
import type { findAccessCodeClaim, ParticipantRecord } from '../../data/repositories/participants-repository';
import type { ParentLinkRecord } from '../../data/repositories/parents-repository';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { UserRecord } from '../../data/repositories/users-repository';
import type { PrizeProgrammeRecord } from '../../data/repositories/prize-programmes-repository';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';

export interface ParentLinkStore {
  /** Links an existing child: refused by name (limit reached, linked already, gone, event closed). */
  linkParticipantToParent: typeof linkParticipantToParent;
  /** Creates a child awaiting approval with its link and the parent's counters, all or nothing. */
  createParticipantOfParent: typeof createParticipantOfParent;
  removeParticipantOfParent(parentId: string, participantId: string): Promise<UnlinkOutcome>;
}

/** Access codes to the child they belong to (a claim item per code). */
export interface AccessCodeReads {
  findAccessCodeClaim: typeof findAccessCodeClaim;
}

/** The parent dashboard's reads: the parent, their links, the children and the children's events. */
export interface ParentDashboardReads {
  getUser(userId: string): Promise<UserRecord | undefined>;
  listParentLinks(parentId: string): Promise<ParentLinkRecord[]>;
  /** One BatchGetItem per 100 ids; ids with no item are left out. */
  getParticipants(participantIds: readonly string[]): Promise<ParticipantRecord[]>;
  getEvents(eventIds: readonly string[]): Promise<EventRecord[]>;
  /** The children's Thons' prize programmes (one BatchGet). */
  getPrizeProgrammes(eventIds: readonly string[]): Promise<PrizeProgrammeRecord[]>;
  /** A child's pledges, all of them (one Query, every page): the prize credit counts each. */
  listPledgesOfParticipant(participantId: string): Promise<PledgeRecord[]>;
}
