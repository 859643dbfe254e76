// In-memory reads behind the donors' public pages and the Thon roster (domain/events/ports.ts
// EventReads, EventParticipantReads, EventPageReads, SupporterReads, UserBatchReads) and the visits
// recorded on them (VisitWrites): the event page's Query answers the event, its teams and its
// participants, as the gsi1 collection does; a child's pledges come newest first.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { PledgeRecord } from '../../../src/data/repositories/pledges-repository';
import type { TeamRecord } from '../../../src/data/repositories/teams-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { VisitRecord } from '../../../src/data/repositories/visits-repository';
import type {
  EventPageReads,
  EventParticipantReads,
  EventReads,
  SupporterReads,
  UserBatchReads,
  VisitWrites,
} from '../../../src/domain/events/ports';
import type { PrizeProgrammeRecord } from '../../../src/data/repositories/prize-programmes-repository';

export class PublicPageRecords
  implements EventReads, EventParticipantReads, EventPageReads, SupporterReads, UserBatchReads, VisitWrites
{
  readonly events = new Map<string, EventRecord>();
  readonly teams: TeamRecord[] = [];
  readonly participants = new Map<string, ParticipantRecord>();
  readonly pledges: PledgeRecord[] = [];
  readonly users = new Map<string, UserRecord>();
  readonly visits: Omit<VisitRecord, 'createdAt' | 'expiresAt'>[] = [];
  /** Queries of the event page collection made so far (the page must stay one Query). */
  eventPageQueries = 0;

  addEvent(event: Partial<EventRecord> & Pick<EventRecord, 'eventId'>): this {
    this.events.set(event.eventId, event as EventRecord);
    return this;
  }

  addTeam(team: Partial<TeamRecord> & Pick<TeamRecord, 'eventId' | 'teamId'>): this {
    this.teams.push(team as TeamRecord);
    return this;
  }

  addParticipant(
    participant: Partial<ParticipantRecord> & Pick<ParticipantRecord, 'participantId' | 'eventId'>,
  ): this {
    this.participants.set(participant.participantId, participant as ParticipantRecord);
    return this;
  }

  addPledge(
    pledge: Partial<PledgeRecord> & Pick<PledgeRecord, 'pledgeId' | 'participantId' | 'createdAt'>,
  ): this {
    this.pledges.push(pledge as PledgeRecord);
    return this;
  }

  addUser(user: Partial<UserRecord> & Pick<UserRecord, 'userId'>): this {
    this.users.set(user.userId, user as UserRecord);
    return this;
  }

  getEvent = (eventId: string) => Promise.resolve(this.events.get(eventId));
  getParticipant = (participantId: string) => Promise.resolve(this.participants.get(participantId));
  getUsers = (userIds: readonly string[]) =>
    Promise.resolve([...new Set(userIds)].flatMap((id) => this.users.get(id) ?? []));

  getEventPageItems = (eventId: string) => {
    this.eventPageQueries += 1;
    const event = this.events.get(eventId);
    return Promise.resolve({
      event: event ? [event] : [],
      team: this.teams.filter((team) => team.eventId === eventId),
      participant: [...this.participants.values()].filter((participant) => participant.eventId === eventId),
    });
  };

  readonly programmes = new Map<string, PrizeProgrammeRecord>();
  getPrizeProgramme = (eventId: string) => Promise.resolve(this.programmes.get(eventId));

  listPledgesOfParticipant = (participantId: string, limit?: number) =>
    Promise.resolve(
      this.pledges
        .filter((pledge) => pledge.participantId === participantId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, limit),
    );

  createVisit = (visit: Omit<VisitRecord, 'createdAt' | 'expiresAt'>) => {
    this.visits.push(visit);
    return Promise.resolve();
  };
}
