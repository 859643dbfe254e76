// In-memory parents-area ports (domain/parents/ports.ts) with the events, teams, children and codes
// they read: each link or creation is all or nothing and refused by name like its DynamoDB
// transaction (9 links per parent, 9 creations per parent and event, one link per child, the event
// still taking participants); removing deletes a child only its remover created.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { PledgeRecord } from '../../../src/data/repositories/pledges-repository';
import type { PrizeProgrammeRecord } from '../../../src/data/repositories/prize-programmes-repository';
import type { WriteOutcome } from '../../../src/data/repositories/write-transaction';
import type { EventCodeReads, EventReads } from '../../../src/domain/events/ports';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type {
  AccessCodeReads,
  ParentDashboardReads,
  ParentLinkStore,
} from '../../../src/domain/parents/ports';
import { maxParticipantsPerParent } from '@thon/shared/catalog/limits';

const refusedBy = <K extends string>(names: K[]): WriteOutcome<K> =>
  names.length === 0 ? { written: true } : { written: false, refused: new Set(names) };

export class ParentLinks
  implements ParentLinkStore, AccessCodeReads, EventReads, EventCodeReads, ParentDashboardReads
{
  readonly users = new Map<string, UserRecord>();
  readonly events = new Map<string, EventRecord & { code?: string }>();
  readonly participants = new Map<string, ParticipantRecord>();
  readonly teams = new Set<string>();
  /** `${parentId}/${participantId}` */
  readonly links = new Set<string>();
  readonly creations = new Map<string, number>();

  addEvent(event: Partial<EventRecord> & Pick<EventRecord, 'eventId' | 'eventCode'>): this {
    this.events.set(event.eventId, event as EventRecord);
    return this;
  }

  addParticipant(
    participant: Partial<ParticipantRecord> & Pick<ParticipantRecord, 'participantId' | 'eventId'>,
  ): this {
    this.participants.set(participant.participantId, participant as ParticipantRecord);
    return this;
  }

  setEvent(eventId: string, changes: Partial<EventRecord>): void {
    const event = this.events.get(eventId);
    if (event) this.events.set(eventId, { ...event, ...changes });
  }

  linksOf(parentId: string): string[] {
    return [...this.links]
      .filter((key) => key.startsWith(`${parentId}/`))
      .map((key) => key.slice(parentId.length + 1));
  }

  private open(eventId: string): boolean {
    const status = this.events.get(eventId)?.status;
    return status === 'draft' || status === 'live';
  }

  addUser(user: Partial<UserRecord> & Pick<UserRecord, 'userId'>): this {
    this.users.set(user.userId, user as UserRecord);
    return this;
  }

  getEvent = (eventId: string) => Promise.resolve(this.events.get(eventId));
  getUser = (userId: string) => Promise.resolve(this.users.get(userId));
  listParentLinks = (parentId: string) =>
    Promise.resolve(this.linksOf(parentId).map((participantId) => ({ parentId, participantId }) as never));
  // Like BatchGetItem: in no particular order, ids with no item left out.
  getParticipants = (ids: readonly string[]) =>
    Promise.resolve([...new Set(ids)].reverse().flatMap((id) => this.participants.get(id) ?? []));
  getEvents = (ids: readonly string[]) =>
    Promise.resolve([...new Set(ids)].flatMap((id) => this.events.get(id) ?? []));
  readonly programmes = new Map<string, PrizeProgrammeRecord>();
  readonly pledges: PledgeRecord[] = [];
  getPrizeProgrammes = (ids: readonly string[]) =>
    Promise.resolve([...new Set(ids)].flatMap((id) => this.programmes.get(id) ?? []));
  listPledgesOfParticipant = (participantId: string) =>
    Promise.resolve(this.pledges.filter((pledge) => pledge.participantId === participantId));
  getTeam = (eventId: string, teamId: string) =>
    Promise.resolve(this.teams.has(`${eventId}/${teamId}`) ? ({ eventId, teamId } as never) : undefined);
  getParticipant = (participantId: string) => Promise.resolve(this.participants.get(participantId));
  findEventIdByCode = (eventCode: string) =>
    Promise.resolve([...this.events.values()].find((event) => event.eventCode === eventCode)?.eventId);
  findAccessCodeClaim = (accessCode: string) => {
    const child = [...this.participants.values()].find(
      (participant) => participant.accessCode === accessCode,
    );
    return Promise.resolve(
      child
        ? ({ accessCode, participantId: child.participantId, eventId: child.eventId } as never)
        : undefined,
    );
  };

  linkParticipantToParent = (
    parentId: string,
    participant: Pick<ParticipantRecord, 'participantId' | 'eventId'>,
  ) => {
    const refused = refusedBy([
      ...(this.linksOf(parentId).length >= maxParticipantsPerParent ? (['parentBelowLimit'] as const) : []),
      ...(this.links.has(`${parentId}/${participant.participantId}`) ? (['notYetLinked'] as const) : []),
      ...(this.participants.has(participant.participantId) ? [] : (['participantExists'] as const)),
      ...(this.open(participant.eventId) ? [] : (['eventOpen'] as const)),
    ]);
    if (refused.written) {
      this.links.add(`${parentId}/${participant.participantId}`);
      // Linked by another parent: its creator's remove no longer deletes it.
      const child = this.participants.get(participant.participantId);
      if (child) this.participants.set(child.participantId, { ...child, createdByParentId: undefined });
    }
    return Promise.resolve(refused);
  };

  createParticipantOfParent = (
    parentId: string,
    child: Omit<ParticipantRecord, 'createdAt' | 'createdByParentId'>,
  ) => {
    const creationKey = `${parentId}/${child.eventId}`;
    const accessCodeTaken = [...this.participants.values()].some(
      (other) => other.accessCode === child.accessCode,
    );
    const refused = refusedBy([
      ...(this.linksOf(parentId).length >= maxParticipantsPerParent ? (['parentBelowLimit'] as const) : []),
      ...((this.creations.get(creationKey) ?? 0) >= maxParticipantsPerParent
        ? (['creationsBelowLimit'] as const)
        : []),
      ...(accessCodeTaken ? (['accessCodeFree'] as const) : []),
      ...(this.open(child.eventId) ? [] : (['eventOpen'] as const)),
    ]);
    if (refused.written) {
      this.participants.set(child.participantId, { ...child, createdByParentId: parentId, createdAt: 'now' });
      this.links.add(`${parentId}/${child.participantId}`);
      this.creations.set(creationKey, (this.creations.get(creationKey) ?? 0) + 1);
    }
    return Promise.resolve(refused);
  };

  removeParticipantOfParent = (parentId: string, participantId: string) => {
    if (!this.links.delete(`${parentId}/${participantId}`)) return Promise.resolve('not-linked' as const);
    if (this.participants.get(participantId)?.createdByParentId === parentId)
      this.participants.delete(participantId);
    return Promise.resolve('removed' as const);
  };
}
