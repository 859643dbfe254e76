// In-memory events-area stores for teams and units (domain/events/ports.ts TeamStore,
// AccountLookup, UnitsStore, EventReads; participants' ParticipantAccessReads), answering as the
// DynamoDB writes do: one leader per team (the same one again is fine), and a units write refused
// when the event has left the allowed statuses or the participant is in another event.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { ParticipantRecord, UnitsRefusal } from '../../../src/data/repositories/participants-repository';
import type { PledgeRecord } from '../../../src/data/repositories/pledges-repository';
import type { TeamRecord } from '../../../src/data/repositories/teams-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { AccountLookup, EventReads, TeamStore, UnitsStore } from '../../../src/domain/events/ports';
import type { ParticipantAccessReads } from '../../../src/domain/participants/ports';

export class TeamsAndUnits
  implements EventReads, TeamStore, AccountLookup, UnitsStore, ParticipantAccessReads
{
  readonly events = new Map<string, EventRecord>();
  readonly teams = new Map<string, TeamRecord>();
  readonly participants = new Map<string, ParticipantRecord>();
  readonly users = new Map<string, UserRecord>();
  readonly pledges: PledgeRecord[] = [];
  /** Set by a test: runs after the use case's reads, just before the units write (another request's change). */
  beforeUnitsWrite: () => void = () => undefined;

  addEvent(event: Partial<EventRecord> & Pick<EventRecord, 'eventId'>): this {
    this.events.set(event.eventId, event as EventRecord);
    return this;
  }

  addTeam(team: Partial<TeamRecord> & Pick<TeamRecord, 'eventId' | 'teamId'>): this {
    this.teams.set(`${team.eventId}/${team.teamId}`, team as TeamRecord);
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

  addPledge(pledge: Partial<PledgeRecord> & Pick<PledgeRecord, 'participantId'>): this {
    this.pledges.push(pledge as PledgeRecord);
    return this;
  }

  setEvent(eventId: string, changes: Partial<EventRecord>): void {
    const event = this.events.get(eventId);
    if (event) this.events.set(eventId, { ...event, ...changes });
  }

  getEvent = (eventId: string) => Promise.resolve(this.events.get(eventId));
  getTeam = (eventId: string, teamId: string) => Promise.resolve(this.teams.get(`${eventId}/${teamId}`));
  isParentLinked = () => Promise.resolve(false);
  getUser = (userId: string) => Promise.resolve(this.users.get(userId));
  findUserIdByEmail = (email: string) =>
    Promise.resolve([...this.users.values()].find((user) => user.email === email)?.userId);

  assignTeamLeader = (eventId: string, teamId: string, leaderUserId: string) => {
    const team = this.teams.get(`${eventId}/${teamId}`);
    if (!team || (team.leaderUserId !== undefined && team.leaderUserId !== leaderUserId)) {
      return Promise.resolve(false);
    }
    this.teams.set(`${eventId}/${teamId}`, { ...team, leaderUserId });
    return Promise.resolve(true);
  };

  setClassTeacher = (eventId: string, teamId: string, teacherUserId: string) => {
    const team = this.teams.get(`${eventId}/${teamId}`);
    if (team) this.teams.set(`${eventId}/${teamId}`, { ...team, teacherUserId });
    return Promise.resolve();
  };

  getParticipant = (participantId: string) => Promise.resolve(this.participants.get(participantId));
  listParticipantsOfEvent = (eventId: string) =>
    Promise.resolve([...this.participants.values()].filter((participant) => participant.eventId === eventId));
  listPledgesOfParticipant = (participantId: string) =>
    Promise.resolve(this.pledges.filter((pledge) => pledge.participantId === participantId));

  recordParticipantUnits = async (
    eventId: string,
    participantId: string,
    units: number,
    statuses: readonly EventRecord['status'][],
    recount?: () => Promise<{ pledgedCents: number; pledgeVersion: number | undefined }>,
  ): Promise<UnitsRefusal | undefined> => {
    const pledged = recount ? await recount() : undefined;
    this.beforeUnitsWrite();
    const event = this.events.get(eventId);
    if (!event || !statuses.includes(event.status)) return 'event-closed';
    const participant = this.participants.get(participantId);
    if (participant?.eventId !== eventId) return 'not-in-event';
    this.participants.set(participantId, {
      ...participant,
      units,
      ...(pledged ? { pledgedCents: pledged.pledgedCents } : {}),
    });
    return undefined;
  };
}
