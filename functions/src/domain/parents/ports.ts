// The repository operations a parent's list calls: links and a parent's own new child, each one
// transaction holding the parent's limits and the event's status. Types only from the data layer;
// the DynamoDB implementations are in data/stores/parents.ts, wired in composition/parents.ts.
import type {
  createParticipantOfParent,
  linkParticipantToParent,
  UnlinkOutcome,
} from '../../data/repositories/parents-repository';
import type { findAccessCodeClaim } from '../../data/repositories/participants-repository';

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
