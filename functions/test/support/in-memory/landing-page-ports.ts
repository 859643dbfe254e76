// Every landing-page port in memory: pages, events and teams, the bucket, the CDN, ids, a clock,
// a fixed site origin and a logger that keeps what was reported.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { TeamRecord } from '../../../src/data/repositories/teams-repository';
import type { LandingPagePorts } from '../../../src/domain/landing-pages/ports';
import { RecordingCdn } from './cdn';
import { FixedClock } from './clock';
import { SequentialIds } from './ids';
import { InMemoryLandingPages } from './landing-pages';
import { RecordingLogger } from './logger';
import { fixedSite } from './site';
import { InMemoryUploadsBucket } from './uploads-bucket';

export class InMemoryPageScopes {
  readonly events = new Map<string, EventRecord>();
  readonly teams = new Map<string, TeamRecord>();

  addEvent(event: Partial<EventRecord> & Pick<EventRecord, 'eventId'>): this {
    this.events.set(event.eventId, event as EventRecord);
    return this;
  }

  addTeam(team: Partial<TeamRecord> & Pick<TeamRecord, 'eventId' | 'teamId'>): this {
    this.teams.set(`${team.eventId}/${team.teamId}`, team as TeamRecord);
    return this;
  }

  getEvent = (eventId: string) => Promise.resolve(this.events.get(eventId));
  getEvents = (eventIds: readonly string[]) =>
    Promise.resolve(eventIds.flatMap((id) => this.events.get(id) ?? []));
  getTeam = (eventId: string, teamId: string) => Promise.resolve(this.teams.get(`${eventId}/${teamId}`));
  /** No franchise users here: the scope of organizers, team leaders and super admins needs no read. */
  getUser = () => Promise.resolve(undefined);
  listAssignedThons = () => Promise.resolve([]);
}

export function inMemoryLandingPages(site = fixedSite()) {
  return {
    pages: new InMemoryLandingPages(),
    scopes: new InMemoryPageScopes(),
    uploads: new InMemoryUploadsBucket(),
    cdn: new RecordingCdn(),
    ids: new SequentialIds(),
    clock: new FixedClock(Date.parse('2026-05-04T15:00:00Z')),
    site,
    logger: new RecordingLogger(),
  } satisfies LandingPagePorts;
}
