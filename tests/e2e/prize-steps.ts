// Steps the prizes journey shares that are set-up or checks, not what a page does: the live demo
// Thon's id, its programme read and cleared through the API, the nightly lock run on demand.
import { inject } from 'vitest';
import { callApi } from './sign-in-steps';
import { ok, type Session } from './thon-steps';

/** The event id behind an event code, as a donor's code lookup answers it. */
export async function eventIdOf(eventCode: string): Promise<string> {
  return (await ok(callApi('POST', '/api/EventCode', { body: { EventCode: eventCode } }))) as string;
}

export interface ProgrammeAnswer {
  Version: number;
  Levels: {
    Name: string;
    ThresholdPerUnitCents: number;
    Prizes: { ProductName: string; Sized: boolean }[];
  }[];
}

export async function programmeOf(session: Session, thonId: string): Promise<ProgrammeAnswer> {
  const query = new URLSearchParams({ ThonId: thonId });
  return (await ok(callApi('GET', `/api/prizes/GetPrizeProgramme?${query}`, { session }))) as ProgrammeAnswer;
}

/**
 * Saves a programme without levels, so the organizer builds one from nothing on the page (the demo
 * seed gave the live Thon its own). The seeded awards stay; they name the seeded levels.
 */
export async function clearProgramme(session: Session, thonId: string): Promise<void> {
  const { Version } = await programmeOf(session, thonId);
  await ok(
    callApi('POST', '/api/prizes/SavePrizeProgramme', {
      session,
      body: { ThonId: thonId, Version, Mode: 'cumulative', Divisor: 30, Levels: [], Supplies: [] },
    }),
  );
}

/** Runs the nightly prize lock at `now`, as the stack's timer would at that time. */
export async function runNightlyLock(now: Date): Promise<unknown> {
  const response = await fetch(new URL('/__dev/jobs/lock-prize-awards', inject('stack').apiUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: now.toISOString() }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the nightly lock answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}
