// The nightly prize lock against the emulator (docs/prizes.md, Awards and the nightly lock): two
// runs at once lock a night exactly once; awards are created once per participant and level with
// sizes from shirt sizes (cumulative: every level reached; top: the highest, a lower unpicked one
// superseded); a re-run writes nothing; a dead run's night is taken over once its lease ends; a full
// refund voids at once what the credit no longer reaches, and the next night voids what a cancel
// left (but never an award handed out). Every Thon here lies in the future on a day of its own (see
// test-prize-awards.ts), so no other lock run touches it.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, pledgeBody } from './test-pledges';
import {
  afterNight,
  futurePrizeThon,
  putProgramme,
  runLock,
  setParticipant,
  setPledgeStatus,
  storedAwards,
  threeLevels,
} from './test-prize-awards';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

let organizer: SignedInTestUser;
beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'prize-lock');
});

/** A pledge made over the API: a flat gift is charged at once, a per-unit pledge waits. */
async function pledge(participantId: string, kind: 'Flat' | 'PerUnit', dollars: number): Promise<string> {
  const answer = await createPledgeCall(client(), pledgeBody(participantId, { Kind: kind, Amount: dollars }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { PledgeId: string }).PledgeId;
}

const levelsOf = async (eventId: string, participantId: string) =>
  (await storedAwards(eventId))
    .filter((award) => award.participantId === participantId)
    .map((award) => ({
      level: award.levelId,
      state: award.state,
      ...(award.voidReason ? { why: award.voidReason } : {}),
    }))
    .sort((a, b) => a.level.localeCompare(b.level));

const nightsOf = (runs: readonly { nights: readonly { eventId: string }[] }[], eventId: string) =>
  runs.flatMap((run) => run.nights.filter((night) => night.eventId === eventId));

describe('lockPrizeAwards', () => {
  it('locks a night exactly once under two concurrent runs, awards by level with sizes, and a re-run writes nothing', async () => {
    const thon = await futurePrizeThon(60, { participants: 3 });
    const [sized, plain, waiting] = thon.participantIds as [string, string, string];
    await putProgramme(thon.eventId, 'cumulative', threeLevels);
    await setParticipant(sized, { shirtSize: 'YM' });
    await pledge(sized, 'Flat', 40); // $40 once = $1.33 a lap: registered and $1
    // A gift made, then the participant awaits approval again (as a parent-created child does).
    await pledge(waiting, 'Flat', 40);
    await setParticipant(waiting, { awaitingApproval: true });

    const at = afterNight(thon.startDate, 0);
    const runs = await Promise.all([runLock(at), runLock(at)]);
    const locked = nightsOf(runs, thon.eventId);
    expect(locked).toEqual([
      { eventId: thon.eventId, night: thon.startDate, participants: 3, locked: 3, voided: 0 },
    ]);

    const awards = await storedAwards(thon.eventId);
    expect(awards).toHaveLength(3);
    const shirt = awards.find((award) => award.participantId === sized && award.levelId === 'one');
    expect(shirt).toMatchObject({
      state: 'locked',
      night: thon.startDate,
      version: 1,
      levelName: 'Glow Bracelet',
      firstName: 'Runner0',
      lastName: 'Okonkwo',
      items: [{ productName: 'Top Runner T-Shirt', quantity: 1, sizeCode: 'YM' }],
      history: [{ state: 'locked', at: at.toISOString(), byUserId: 'system' }],
    });
    // An unsized prize carries no size, whatever the shirt size.
    expect(
      awards.find((award) => award.participantId === sized && award.levelId === 'registered')?.items,
    ).toEqual([expect.not.objectContaining({ sizeCode: expect.anything() })]);
    expect(await levelsOf(thon.eventId, plain)).toEqual([{ level: 'registered', state: 'locked' }]);
    expect(await levelsOf(thon.eventId, waiting)).toEqual([]);

    const { getPrizeNight } = await import('../../src/data/repositories/prize-awards-repository');
    expect(await getPrizeNight(thon.eventId, thon.startDate)).toMatchObject({
      state: 'done',
      locked: 3,
      participants: 3,
    });

    // The same night again, later: claimed already, nothing written.
    const again = await runLock(afterNight(thon.startDate, 0, 50));
    expect(nightsOf([again], thon.eventId)).toEqual([]);
    expect(await storedAwards(thon.eventId)).toEqual(awards);
  });

  it('in top mode awards the highest level only, superseding a lower award nobody picked yet', async () => {
    const thon = await futurePrizeThon(70, { participants: 1 });
    const [runner] = thon.participantIds as [string];
    await putProgramme(thon.eventId, 'top', threeLevels);
    await pledge(runner, 'PerUnit', 1);
    await runLock(afterNight(thon.startDate, 0));
    expect(await levelsOf(thon.eventId, runner)).toEqual([{ level: 'one', state: 'locked' }]);

    await pledge(runner, 'PerUnit', 2); // $3 a lap in all
    const next = await runLock(afterNight(thon.startDate, 1));
    expect(nightsOf([next], thon.eventId)).toEqual([
      {
        eventId: thon.eventId,
        night: afterNight(thon.startDate, 0).toISOString().slice(0, 10),
        participants: 1,
        locked: 1,
        voided: 1,
      },
    ]);
    expect(await levelsOf(thon.eventId, runner)).toEqual([
      { level: 'one', state: 'void', why: 'superseded' },
      { level: 'three', state: 'locked' },
    ]);
  });

  it("takes over a dead run's night once its lease has ended, not before", async () => {
    const thon = await futurePrizeThon(80, { participants: 1 });
    await putProgramme(thon.eventId, 'cumulative', threeLevels);
    const at = afterNight(thon.startDate, 0);
    const { thon: table } = await import('../../src/data/thon-service');
    await table()
      .entities.prizeNight.create({
        eventId: thon.eventId,
        night: thon.startDate,
        state: 'running',
        runId: 'a-run-that-died',
        startedAt: at.toISOString(),
        leaseUntil: new Date(at.getTime() + 10 * 60 * 1000).toISOString(),
      })
      .go();
    const during = await runLock(new Date(at.getTime() + 5 * 60 * 1000));
    expect(nightsOf([during], thon.eventId)).toEqual([]);
    expect(await storedAwards(thon.eventId)).toEqual([]);

    const after = await runLock(new Date(at.getTime() + 11 * 60 * 1000));
    expect(nightsOf([after], thon.eventId)).toMatchObject([{ night: thon.startDate, locked: 1 }]);
    const { getPrizeNight } = await import('../../src/data/repositories/prize-awards-repository');
    const night = await getPrizeNight(thon.eventId, thon.startDate);
    expect(night).toMatchObject({ state: 'done', locked: 1 });
    expect(night?.runId).not.toBe('a-run-that-died');
  });

  it('voids at once what a full refund no longer reaches, and at the next night what a cancel left, but never an award handed out', async () => {
    const thon = await futurePrizeThon(90, { participants: 3, organizerUserId: organizer.userId });
    const [refunded, cancelled, handedOut] = thon.participantIds as [string, string, string];
    await putProgramme(thon.eventId, 'cumulative', threeLevels);
    const gift = await pledge(refunded, 'Flat', 40);
    const cancelledPledge = await pledge(cancelled, 'PerUnit', 1);
    const handedOutPledge = await pledge(handedOut, 'PerUnit', 1);
    await runLock(afterNight(thon.startDate, 0));
    for (const participant of [refunded, cancelled, handedOut]) {
      expect(await levelsOf(thon.eventId, participant)).toEqual([
        { level: 'one', state: 'locked' },
        { level: 'registered', state: 'locked' },
      ]);
    }

    // A partial refund leaves the gift counting; the rest refunds it in full.
    const refund = (amount?: number) =>
      client().post(
        '/api/pledges/RefundPledge',
        { PledgeId: gift, ...(amount === undefined ? {} : { Amount: amount }) },
        organizer.headers,
      );
    expect((await refund(5)).status).toBe(200);
    expect(await levelsOf(thon.eventId, refunded)).toContainEqual({ level: 'one', state: 'locked' });
    expect((await refund()).status).toBe(200);
    expect(await levelsOf(thon.eventId, refunded)).toEqual([
      { level: 'one', state: 'void', why: 'creditFell' },
      { level: 'registered', state: 'locked' },
    ]);

    // Handed out before its pledge stopped counting: the child has it, it stays.
    const { movePrizeAward } = await import('../../src/data/repositories/prize-awards-repository');
    const award = (await storedAwards(thon.eventId)).find(
      (one) => one.participantId === handedOut && one.levelId === 'one',
    );
    if (!award) throw new Error('no award to hand out');
    expect(
      await movePrizeAward(award, 'handedOut', {
        state: 'handedOut',
        at: new Date().toISOString(),
        byUserId: organizer.userId,
      }),
    ).toBe(true);
    await setPledgeStatus(cancelledPledge, 'Cancelled');
    await setPledgeStatus(handedOutPledge, 'Cancelled');

    const next = await runLock(afterNight(thon.startDate, 1));
    expect(nightsOf([next], thon.eventId)).toMatchObject([{ locked: 0, voided: 1 }]);
    expect(await levelsOf(thon.eventId, cancelled)).toEqual([
      { level: 'one', state: 'void', why: 'creditFell' },
      { level: 'registered', state: 'locked' },
    ]);
    expect(await levelsOf(thon.eventId, handedOut)).toEqual([
      { level: 'one', state: 'handedOut' },
      { level: 'registered', state: 'locked' },
    ]);
  });

  it('locks no night of a draft Thon (nobody can have earned anything yet)', async () => {
    const thon = await futurePrizeThon(130, { participants: 1, status: 'draft' });
    await putProgramme(thon.eventId, 'cumulative', threeLevels);
    expect(nightsOf([await runLock(afterNight(thon.startDate, 0))], thon.eventId)).toEqual([]);
    expect(await storedAwards(thon.eventId)).toEqual([]);
  });

  it('locks nothing outside the nights from the start date to a week after the end', async () => {
    const thon = await futurePrizeThon(100, { participants: 1 });
    await putProgramme(thon.eventId, 'cumulative', threeLevels);
    expect(nightsOf([await runLock(afterNight(thon.startDate, -1))], thon.eventId)).toEqual([]);
    expect(nightsOf([await runLock(afterNight(thon.startDate, 8))], thon.eventId)).toEqual([]);
    expect(nightsOf([await runLock(afterNight(thon.startDate, 7))], thon.eventId)).toMatchObject([
      { locked: 1 },
    ]);
  });
});
