// Event-day fixtures through the real repositories and the local gateway: a Thon running today (so
// the lap units job, which works on the Thons running now, reaches it), runners' tallies as the lap
// write leaves them, and the job run on demand (POST /__dev/jobs/apply-lap-units).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { postJson } from './stack-environment';

/** Today as the events index stores start dates (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

/** `count` counted scans a minute apart, as the lap rule leaves them. */
export function countedScans(count: number, from = Date.now() - 60 * 60 * 1000) {
  return Array.from({ length: count }, (_, index) => ({ at: from + index * 60_000, scanId: randomUUID() }));
}

/**
 * A runner's tally with `laps` counted scans (and, with `adjustment`, a correction), written as the
 * lap write would leave it. The runner's first name and last initial are copied as bibs copy them.
 */
export async function putLapTally(
  eventId: string,
  participantId: string,
  options: { laps: number; teamId?: string; adjustment?: number; lapToken?: string; unmarked?: true },
) {
  const { thon } = await import('../../src/data/thon-service');
  const counted = countedScans(options.laps);
  await thon()
    .entities.lapTally.put({
      eventId,
      participantId,
      lapToken: options.lapToken ?? randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase(),
      teamId: options.teamId ?? 'team',
      firstName: 'Runner',
      lastInitial: 'O',
      laps: options.laps + (options.adjustment ?? 0),
      counted,
      seen: [],
      ...(options.adjustment === undefined ? {} : { adjustment: options.adjustment }),
      ...(counted.length > 0 ? { lastLapAt: counted[counted.length - 1]?.at } : {}),
      issuedAt: new Date().toISOString(),
      version: options.laps,
    })
    .go();
  // As issuing bibs does: the units job reads the tallies of Thons marked as having bibs.
  if (options.unmarked) return;
  const { markLapTokensIssued } = await import('../../src/data/repositories/lap-tokens-repository');
  await markLapTokensIssued(eventId, new Date().toISOString());
}

/** Adds counted laps to a stored tally, as scans a minute apart after its last would. */
export async function addCountedLaps(eventId: string, participantId: string, laps: number) {
  const { thon } = await import('../../src/data/thon-service');
  const { data } = await thon().entities.lapTally.get({ eventId, participantId }).go({ consistent: true });
  if (!data) throw new Error('No tally to add laps to');
  const more = countedScans(laps, (data.lastLapAt ?? Date.now() - 60 * 60 * 1000) + 60_000);
  await thon()
    .entities.lapTally.patch({ eventId, participantId })
    .set({
      counted: [...(data.counted ?? []), ...more],
      laps: data.laps + laps,
      version: data.version + 1,
      ...(more.length > 0 ? { lastLapAt: more[more.length - 1]?.at } : {}),
    })
    .go();
}

export async function storedTally(eventId: string, participantId: string) {
  const { thon } = await import('../../src/data/thon-service');
  const { data } = await thon().entities.lapTally.get({ eventId, participantId }).go({ consistent: true });
  return data ?? undefined;
}

export async function storedParticipant(participantId: string) {
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  return getParticipant(participantId);
}

/** The organizer's MaxUnits, set on the stored event (the UpdateThon route's own write). */
export async function setEventMaxUnits(eventId: string, maxUnits: number) {
  const { thon } = await import('../../src/data/thon-service');
  await thon().entities.event.patch({ eventId }).set({ maxUnits }).go();
}

/** Runs the lap units job once through the local gateway, as the developer's endpoint does. */
export async function runLapUnitsJob(apiUrl: string) {
  const answer = await postJson(new URL('/__dev/jobs/apply-lap-units', apiUrl).toString(), {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    thons: { eventId: string; applied: number; deferred: number; skipped: number }[];
    failed: number;
  };
}
