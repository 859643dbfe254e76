// In-memory stores for creating participants and their teams (domain/participants/ports.ts
// ParticipantCreation, domain/events/ports.ts ImportStore, TeamNameStore and EventReads), answering
// as the DynamoDB transactions do: a batch writes all of its participants, access codes, claims and
// the event's count ADD, or nothing; the event's status is checked by every write.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type {
  ClaimedParticipant,
  ParticipantRecord,
  ParticipantsCreateOutcome,
} from '../../../src/data/repositories/participants-repository';
import type { TeamClaimOutcome, TeamRecord } from '../../../src/data/repositories/teams-repository';
import type { EventReads, ImportStore, TeamNameStore } from '../../../src/domain/events/ports';
import type { ParticipantCreation } from '../../../src/domain/participants/ports';

export class ParticipantWrites implements ParticipantCreation, ImportStore, TeamNameStore, EventReads {
  readonly participantsPerTransaction: number;
  readonly events = new Map<string, EventRecord>();
  readonly participants = new Map<string, ParticipantRecord>();
  readonly teams = new Map<string, TeamRecord>();
  /** Claimed natural keys -> participant id. */
  readonly claims = new Map<string, string>();
  /** Claimed access codes -> participant id. */
  readonly accessCodes = new Map<string, string>();
  /** `${eventId}/${nameKey}` -> team id. */
  readonly teamNames = new Map<string, string>();
  /** Transactions attempted (written or refused). */
  transactions = 0;
  /** Set by a test: called before each participant transaction (e.g. to close the event between batches). */
  beforeTransaction: (transaction: number) => void = () => undefined;
  /** Set by a test: the next transaction finds its first row's access code taken (by another Thon's child). */
  firstAccessCodeTaken = false;

  constructor(participantsPerTransaction = 33) {
    this.participantsPerTransaction = participantsPerTransaction;
  }

  addEvent(event: Partial<EventRecord> & Pick<EventRecord, 'eventId'>): this {
    this.events.set(event.eventId, { participantCount: 0, ...event } as EventRecord);
    return this;
  }

  /** Changes a stored event (a hand edit, a status change by another request). */
  setEvent(eventId: string, changes: Partial<EventRecord>): this {
    const event = this.events.get(eventId);
    if (!event) throw new Error(`No event ${eventId}`);
    this.events.set(eventId, { ...event, ...changes });
    return this;
  }

  /** A team written before name claims existed (no claim of its name). */
  addUnclaimedTeam(team: Pick<TeamRecord, 'eventId' | 'teamId' | 'name'>): this {
    this.teams.set(team.teamId, team as TeamRecord);
    return this;
  }

  participantsOf(eventId: string): ParticipantRecord[] {
    return [...this.participants.values()].filter((participant) => participant.eventId === eventId);
  }

  getEvent = (eventId: string) => Promise.resolve(this.events.get(eventId));

  private isOpen(eventId: string, statuses: readonly EventRecord['status'][]): boolean {
    const event = this.events.get(eventId);
    return event !== undefined && statuses.includes(event.status);
  }

  createParticipantsInEvent = (
    eventId: string,
    batch: readonly ClaimedParticipant[],
    statuses: readonly EventRecord['status'][],
  ): Promise<ParticipantsCreateOutcome> => {
    this.beforeTransaction(this.transactions);
    this.transactions += 1;
    if (batch.length > this.participantsPerTransaction)
      throw new Error('Too many participants for one transaction');
    if (!this.isOpen(eventId, statuses)) return Promise.resolve({ kind: 'event-closed' });
    const rows = batch.map((row, index) => ({ row, index }));
    const codeTaken = ({ row, index }: (typeof rows)[number]) =>
      this.accessCodes.has(row.participant.accessCode) || (index === 0 && this.firstAccessCodeTaken);
    const accessCodes = new Set(rows.filter(codeTaken).map(({ index }) => index));
    const claims = new Set(rows.filter(({ row }) => this.claims.has(row.claimKey)).map(({ index }) => index));
    this.firstAccessCodeTaken = false;
    if (accessCodes.size > 0 || claims.size > 0) {
      return Promise.resolve({ kind: 'taken', accessCodes, claims });
    }
    for (const { participant, claimKey } of batch) {
      this.participants.set(participant.participantId, {
        ...participant,
        createdAt: 'now',
      } as ParticipantRecord);
      this.claims.set(claimKey, participant.participantId);
      this.accessCodes.set(participant.accessCode, participant.participantId);
    }
    const event = this.events.get(eventId) as EventRecord;
    this.events.set(eventId, { ...event, participantCount: (event.participantCount ?? 0) + batch.length });
    return Promise.resolve({ kind: 'created' });
  };

  claimedParticipantKeys = (claimKeys: readonly string[]) =>
    Promise.resolve(new Set(claimKeys.filter((key) => this.claims.has(key))));

  countParticipantsOfEvent = (eventId: string) => Promise.resolve(this.participantsOf(eventId).length);

  repairParticipantCount = (
    eventId: string,
    count: number,
    expected: number | undefined,
    statuses: readonly EventRecord['status'][],
  ) => {
    const event = this.events.get(eventId);
    if (!event || event.participantCount !== expected || !statuses.includes(event.status)) {
      return Promise.resolve(false);
    }
    this.events.set(eventId, { ...event, participantCount: count });
    return Promise.resolve(true);
  };

  teamIdsByName = (eventId: string) =>
    Promise.resolve(
      new Map(
        [...this.teamNames]
          .filter(([key]) => key.startsWith(`${eventId}/`))
          .map(([key, teamId]) => [key.slice(eventId.length + 1), teamId]),
      ),
    );

  listTeamsOfEvent = (eventId: string) =>
    Promise.resolve([...this.teams.values()].filter((team) => team.eventId === eventId));

  claimTeamName = (
    team: Omit<TeamRecord, 'createdAt'>,
    nameKey: string,
    create: boolean,
    statuses: readonly EventRecord['status'][],
  ): Promise<TeamClaimOutcome> => {
    if (!this.isOpen(team.eventId, statuses)) return Promise.resolve('event-closed');
    if (this.teamNames.has(`${team.eventId}/${nameKey}`)) return Promise.resolve('name-taken');
    this.teamNames.set(`${team.eventId}/${nameKey}`, team.teamId);
    if (create) this.teams.set(team.teamId, team as TeamRecord);
    return Promise.resolve('claimed');
  };
}
