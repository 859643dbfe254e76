// In-memory events-area ports (domain/events/ports.ts) for the approval queue: events, children
// and users in maps; approving and rejecting are conditional on the child still waiting, as the
// DynamoDB writes are.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { RejectOutcome } from '../../../src/data/repositories/participant-approvals-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type {
  ApprovalStore,
  EventParticipantReads,
  EventReads,
  UserBatchReads,
} from '../../../src/domain/events/ports';

export class EventApprovals implements EventReads, EventParticipantReads, UserBatchReads, ApprovalStore {
  readonly events = new Map<string, EventRecord>();
  readonly participants = new Map<string, ParticipantRecord>();
  readonly users = new Map<string, UserRecord>();
  /** Set by a test: the next rejection loses a race with another write. */
  rejectRaces = false;

  addEvent(event: Partial<EventRecord> & Pick<EventRecord, 'eventId'>): this {
    this.events.set(event.eventId, event as EventRecord);
    return this;
  }

  addParticipant(participant: Partial<ParticipantRecord> & Pick<ParticipantRecord, 'participantId'>): this {
    this.participants.set(participant.participantId, participant as ParticipantRecord);
    return this;
  }

  addUser(user: Partial<UserRecord> & Pick<UserRecord, 'userId'>): this {
    this.users.set(user.userId, user as UserRecord);
    return this;
  }

  getEvent = (eventId: string) => Promise.resolve(this.events.get(eventId));
  getParticipant = (participantId: string) => Promise.resolve(this.participants.get(participantId));
  getUsers = (userIds: readonly string[]) =>
    Promise.resolve(userIds.flatMap((id) => this.users.get(id) ?? []));

  listAwaitingApproval = (eventId: string) =>
    Promise.resolve(
      [...this.participants.values()].filter(
        (child) => child.eventId === eventId && child.awaitingApproval === true,
      ),
    );

  approveAwaitingParticipant = (eventId: string, participantId: string) => {
    const child = this.participants.get(participantId);
    if (child?.eventId !== eventId || child.awaitingApproval !== true) return Promise.resolve(false);
    this.participants.set(participantId, { ...child, awaitingApproval: false });
    return Promise.resolve(true);
  };

  deleteAwaitingParticipant = (participant: ParticipantRecord): Promise<RejectOutcome> => {
    if (this.rejectRaces) return Promise.resolve('conflict');
    if (this.participants.get(participant.participantId)?.awaitingApproval !== true) {
      return Promise.resolve('not-awaiting');
    }
    this.participants.delete(participant.participantId);
    return Promise.resolve('removed');
  };
}
