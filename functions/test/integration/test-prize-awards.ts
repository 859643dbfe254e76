// What the prize award tests arrange: a Thon whose whole lock window lies in the future (start and
// end on one day, so the nights it locks are that day and the week after), so neither the stack's
// own timer (running as of now) nor another file's lock runs touch it; a programme written as
// SavePrizeProgramme stores it; the lock's handler run in-process as of a given time.
import { randomUUID } from 'node:crypto';
import type { LockRun } from '../../src/domain/prize-awards/lock-night';
import { createPledgeEvent } from './test-pledges';

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A one-day Thon `offsetDays` from today: give each Thon of a file its own offset, 10 days apart. */
export async function futurePrizeThon(
  offsetDays: number,
  options: {
    participants?: number;
    organizerUserId?: string;
    teacherUserId?: string;
    status?: 'draft' | 'live';
  } = {},
) {
  const startDate = isoDay(Date.now() + offsetDays * dayMs);
  const thon = await createPledgeEvent({ ...options, startDate, endDate: startDate });
  return { ...thon, startDate };
}

/** A time just after the midnight (America/New_York, the test Thons' zone) that ends night `n` of the Thon. */
export function afterNight(startDate: string, night: number, minutesLate = 30): Date {
  return new Date(Date.parse(`${startDate}T05:00:00Z`) + (night + 1) * dayMs + minutesLate * 60 * 1000);
}

export interface TestLevel {
  levelId: string;
  name: string;
  thresholdPerUnitCents: number;
  prizes: { productName: string; sized: boolean; quantity?: number }[];
}

/** The programme as the prizes area stores it (levels with prizes copied from products). */
export async function putProgramme(
  eventId: string,
  mode: 'cumulative' | 'top',
  levels: readonly TestLevel[],
) {
  const { thon } = await import('../../src/data/thon-service');
  await thon()
    .entities.prizeProgramme.put({
      eventId,
      mode,
      divisor: 30,
      levels: levels.map((level) => ({
        levelId: level.levelId,
        name: level.name,
        thresholdPerUnitCents: level.thresholdPerUnitCents,
        prizes: level.prizes.map((prize) => ({
          productId: randomUUID(),
          vendorId: randomUUID(),
          productName: prize.productName,
          vendorName: 'Bright Star Prizes',
          sized: prize.sized,
          quantity: prize.quantity ?? 1,
        })),
      })),
      supplies: [],
      version: 1,
      challenges: [],
      challengesVersion: 0,
      updatedAt: new Date().toISOString(),
      updatedByUserId: 'test',
    })
    .go();
}

/** Registered (everyone), $1 a lap (a sized shirt), $3 a lap (a medal). */
export const threeLevels: TestLevel[] = [
  {
    levelId: 'registered',
    name: 'Registered',
    thresholdPerUnitCents: 0,
    prizes: [{ productName: 'Sticker', sized: false }],
  },
  {
    levelId: 'one',
    name: 'Glow Bracelet',
    thresholdPerUnitCents: 100,
    prizes: [{ productName: 'Top Runner T-Shirt', sized: true }],
  },
  {
    levelId: 'three',
    name: 'Gold Medal',
    thresholdPerUnitCents: 300,
    prizes: [{ productName: 'Medal', sized: false, quantity: 2 }],
  },
];

/** One run of the nightly lock's handler, as the scheduler fires it at `time`. */
export async function runLock(time: Date): Promise<LockRun> {
  const { handler } = await import('../../src/handlers/workers/lock-prize-awards');
  return handler({ time: time.toISOString() });
}

export async function storedAwards(eventId: string) {
  const { listPrizeAwards } = await import('../../src/data/repositories/prize-awards-repository');
  return listPrizeAwards(eventId);
}

export async function setParticipant(
  participantId: string,
  fields: { shirtSize?: string; awaitingApproval?: boolean },
) {
  const { thon } = await import('../../src/data/thon-service');
  await thon().entities.participant.patch({ participantId }).set(fields).go();
}

/** A pledge's status set directly: a path (a cancel, a failed charge) that does not re-check prizes. */
export async function setPledgeStatus(pledgeId: string, status: 'Cancelled' | 'Failed') {
  const { thon } = await import('../../src/data/thon-service');
  await thon().entities.pledge.patch({ pledgeId }).set({ status }).go();
}
