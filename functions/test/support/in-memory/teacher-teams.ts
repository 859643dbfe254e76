// In-memory teams by teacher and their events (domain/participants/ports.ts TeacherTeamReads).
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { TeamRecord } from '../../../src/data/repositories/teams-repository';
import type { TeacherTeamReads } from '../../../src/domain/participants/ports';

export class InMemoryTeacherTeams implements TeacherTeamReads {
  readonly teams: TeamRecord[] = [];
  readonly events = new Map<string, EventRecord>();
  /** How many event reads were made (a teacher of one Thon needs none). */
  eventReads = 0;

  addEvent(event: Pick<EventRecord, 'eventId' | 'status' | 'startDate'>): this {
    this.events.set(event.eventId, event as EventRecord);
    return this;
  }

  addTeam(team: Pick<TeamRecord, 'eventId' | 'teamId' | 'teacherUserId'>): this {
    this.teams.push(team as TeamRecord);
    return this;
  }

  listTeamsOfTeacher = (teacherUserId: string) =>
    Promise.resolve(this.teams.filter((team) => team.teacherUserId === teacherUserId));

  getEvents = (eventIds: readonly string[]) => {
    this.eventReads += 1;
    return Promise.resolve(eventIds.flatMap((id) => this.events.get(id) ?? []));
  };
}
