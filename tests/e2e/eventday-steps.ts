// Steps the event-day journey shares that are set-up or checks, not what a page does: the Thon's
// roster as its organizer reads it (tokens and laps), and the units job run on demand.
import { inject } from 'vitest';
import { callApi } from './sign-in-steps';
import { ok, type Session } from './thon-steps';

export interface RosterRunner {
  ParticipantId: string;
  FirstName: string;
  LastInitial: string;
  TeamName: string;
  LapToken: string;
  Laps: number;
}

/** The Thon's runners with their tokens and counted laps (GetEventDayRoster, as the organizer). */
export async function eventDayRoster(session: Session, eventId: string): Promise<RosterRunner[]> {
  const query = new URLSearchParams({ EventId: eventId });
  const roster = (await ok(callApi('GET', `/api/eventday/GetEventDayRoster?${query}`, { session }))) as {
    Runners: RosterRunner[];
  };
  return roster.Runners;
}

/** One runner of the roster by first name; throws when there is none. */
export function runnerNamed(runners: readonly RosterRunner[], firstName: string): RosterRunner {
  const runner = runners.find((candidate) => candidate.FirstName === firstName);
  if (!runner) throw new Error(`the roster has no ${firstName}`);
  return runner;
}

/** Applies counted laps to units now, as the stack's timer would on its next run. */
export async function applyLapUnits(): Promise<void> {
  const response = await fetch(new URL('/__dev/jobs/apply-lap-units', inject('stack').apiUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`the units job answered ${response.status}: ${await response.text()}`);
}
