// ListPrizeAwards and MovePrizeAwards over HTTP (docs/prizes.md, Routes): the pick list with names,
// classes, sizes and counts (earned rows on request); the moves one step at a time, each refusal
// named; a teacher only their own class; another organizer's Thon 404 like an unknown one.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPrizeAwardsResponse, MovePrizeAwardsResponse } from '@thon/shared/api/schemas/prize-awards';
import {
  prizeAwardAlreadyIn,
  prizeAwardCannotMove,
  prizeAwardNotFound,
  prizeAwardStale,
} from '@thon/shared/catalog/prize-award-messages';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestParticipant, createTestTeam } from './test-events';
import { createPledgeCall, pledgeBody } from './test-pledges';
import {
  afterNight,
  futurePrizeThon,
  putProgramme,
  runLock,
  setParticipant,
  threeLevels,
} from './test-prize-awards';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let teacher: SignedInTestUser;
let otherTeacher: SignedInTestUser;
/** A Thon of its own per describe (tests run shuffled): class A, the teacher's, and class B. */
interface AwardsThon {
  eventId: string;
  teamId: string;
  startDate: string;
  classB: string;
  ada: string;
  ben: string;
  cleo: string;
}

/** Class A: Ada ($40 once: registered and $1, shirt AM) and Ben (registered); class B: Cleo. Locked once. */
async function lockedThon(offsetDays: number): Promise<AwardsThon> {
  const made = await futurePrizeThon(offsetDays, {
    participants: 2,
    organizerUserId: organizer.userId,
    teacherUserId: teacher.userId,
  });
  const [ada, ben] = made.participantIds as [string, string];
  const classB = await createTestTeam(made.eventId);
  const cleo = (await createTestParticipant(made.eventId, classB, { firstName: 'Cleo', lastName: 'Abara' }))
    .participantId;
  await putProgramme(made.eventId, 'cumulative', threeLevels);
  await setParticipant(ada, { shirtSize: 'AM' });
  const gift = await createPledgeCall(client(), pledgeBody(ada, { Kind: 'Flat', Amount: 40 }));
  expect(gift.status).toBe(200);
  await runLock(afterNight(made.startDate, 0));
  return { eventId: made.eventId, teamId: made.teamId, startDate: made.startDate, classB, ada, ben, cleo };
}

let listed: AwardsThon;
let moved: AwardsThon;

beforeAll(async () => {
  [organizer, otherOrganizer, teacher, otherTeacher] = await Promise.all([
    signedInTestUser('organizer', 'prize-awards'),
    signedInTestUser('organizer', 'prize-awards-other'),
    signedInTestUser('teacher', 'prize-awards'),
    signedInTestUser('teacher', 'prize-awards-other'),
  ]);
  // Lock windows 10 days apart (test-prize-awards.ts): neither lock touches the other Thon.
  listed = await lockedThon(110);
  moved = await lockedThon(120);
});

const list = (t: AwardsThon, user: SignedInTestUser, query: Record<string, string>) =>
  client().get(
    `/api/prize-awards/ListPrizeAwards?${new URLSearchParams({ ThonId: t.eventId, ...query }).toString()}`,
    user.headers,
  );

const move = (
  t: AwardsThon,
  user: SignedInTestUser,
  to: string,
  moves: { AwardId: string; Version: number }[],
) =>
  client().post(
    '/api/prize-awards/MovePrizeAwards',
    { ThonId: t.eventId, To: to, Moves: moves },
    user.headers,
  );

async function awards(
  t: AwardsThon,
  user: SignedInTestUser,
  query: Record<string, string> = {},
): Promise<ListPrizeAwardsResponse> {
  const answer = await list(t, user, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ListPrizeAwardsResponse;
}

async function awardOf(t: AwardsThon, participantId: string, levelId: string) {
  const found = (await awards(t, organizer)).Awards.find(
    (award) => award.ParticipantId === participantId && award.LevelId === levelId,
  );
  if (!found?.AwardId || found.Version === undefined) throw new Error(`no award ${participantId} ${levelId}`);
  return { AwardId: found.AwardId, Version: found.Version };
}

describe('ListPrizeAwards', () => {
  it("answers the Thon's awards by class, last name, first name and level, with sizes and counts", async () => {
    const answer = await awards(listed, organizer);
    expect(answer.Awards.map((award) => [award.ParticipantId, award.LevelId])).toEqual(
      // Both classes are "Room 12": Abara, then Okonkwo Runner0 (Ada), Runner1 (Ben).
      [
        [listed.cleo, 'registered'],
        [listed.ada, 'registered'],
        [listed.ada, 'one'],
        [listed.ben, 'registered'],
      ],
    );
    expect(answer.Awards[2]).toMatchObject({
      TeamId: listed.teamId,
      ClassName: 'Room 12',
      FirstName: 'Runner0',
      LastName: 'Okonkwo',
      ShirtSize: 'AM',
      LevelName: 'Glow Bracelet',
      Items: [{ ProductName: 'Top Runner T-Shirt', Quantity: 1, SizeCode: 'AM' }],
      State: 'locked',
      Night: listed.startDate,
      Version: 1,
    });
    expect(answer.Counts).toEqual({ earned: 0, locked: 4, picked: 0, delivered: 0, handedOut: 0, void: 0 });
    // A class is one team's rows only.
    expect(
      (await awards(listed, organizer, { TeamId: listed.classB })).Awards.map((award) => award.ParticipantId),
    ).toEqual([listed.cleo]);
  });

  it('adds the levels reached since the lock as earned rows (no id to move) on request', async () => {
    const runner = (
      await createTestParticipant(listed.eventId, listed.classB, { firstName: 'Dev', lastName: 'Zed' })
    ).participantId;
    const gift = await createPledgeCall(client(), pledgeBody(runner, { Kind: 'Flat', Amount: 100 }));
    expect(gift.status).toBe(200);
    const answer = await awards(listed, organizer, { TeamId: listed.classB, IncludeEarned: 'true' });
    const earned = answer.Awards.filter((award) => award.ParticipantId === runner);
    expect(earned.map((award) => [award.LevelId, award.State, award.AwardId])).toEqual([
      ['registered', 'earned', undefined],
      ['one', 'earned', undefined],
      ['three', 'earned', undefined],
    ]);
    expect(earned[2]?.Items).toEqual([{ ProductName: 'Medal', Quantity: 2 }]);
    expect(answer.Counts.earned).toBe(3);
    expect((await awards(listed, organizer, { TeamId: listed.classB, State: 'earned' })).Awards).toHaveLength(
      3,
    );
    // Without the flag, only what a lock fixed.
    expect(
      (await awards(listed, organizer, { TeamId: listed.classB })).Awards.map((award) => award.State),
    ).toEqual(['locked']);
  });

  it("lets a teacher read their own class only; another class, all classes and another organizer's Thon answer 404", async () => {
    const own = await awards(listed, teacher, { TeamId: listed.teamId });
    expect(new Set(own.Awards.map((award) => award.TeamId))).toEqual(new Set([listed.teamId]));
    for (const [user, query] of [
      [teacher, { TeamId: listed.classB }],
      [teacher, {}],
      [otherTeacher, { TeamId: listed.teamId }],
      [otherOrganizer, {}],
    ] as const) {
      const answer = await list(listed, user, query);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: noSuchEvent });
    }
    expect((await list(listed, organizer, { ThonId: randomUUID() })).status).toBe(404);
    expect((await list(listed, organizer, { IncludeEarned: 'yes' })).status).toBe(400);
  });
});

describe('MovePrizeAwards', () => {
  it('moves awards one step, appending who and when, and names every refusal', async () => {
    const shirt = await awardOf(moved, moved.ada, 'one');
    const sticker = await awardOf(moved, moved.ada, 'registered');
    const picked = await move(moved, organizer, 'picked', [shirt, sticker]);
    expect(picked.status).toBe(200);
    expect(picked.body).toEqual({ Moved: [shirt.AwardId, sticker.AwardId], Refused: [] });

    // Again: already there (never a 500), whatever version the page had.
    expect((await move(moved, organizer, 'picked', [shirt])).body).toEqual({
      Moved: [],
      Refused: [{ AwardId: shirt.AwardId, Message: prizeAwardAlreadyIn('picked') }],
    });
    // Handed out from picked with the version read; then no step back.
    expect(
      (await move(moved, organizer, 'handedOut', [{ AwardId: shirt.AwardId, Version: 2 }])).body,
    ).toEqual({
      Moved: [shirt.AwardId],
      Refused: [],
    });
    expect((await move(moved, organizer, 'locked', [{ AwardId: shirt.AwardId, Version: 3 }])).body).toEqual({
      Moved: [],
      Refused: [{ AwardId: shirt.AwardId, Message: prizeAwardCannotMove('handedOut', 'locked') }],
    });
    expect(prizeAwardAlreadyIn('handedOut')).toBe('This award is already handed out.');
    // A stale page's version, and an id never handed out.
    const ben1 = await awardOf(moved, moved.ben, 'registered');
    expect(
      (
        await move(moved, organizer, 'delivered', [
          { AwardId: ben1.AwardId, Version: 7 },
          { AwardId: 'no~such~award', Version: 1 },
        ])
      ).body,
    ).toEqual({
      Moved: [],
      Refused: [
        { AwardId: ben1.AwardId, Message: prizeAwardStale },
        { AwardId: 'no~such~award', Message: prizeAwardNotFound },
      ],
    });

    const { getPrizeAward } = await import('../../src/data/repositories/prize-awards-repository');
    const stored = await getPrizeAward({
      eventId: moved.eventId,
      teamId: moved.teamId,
      participantId: moved.ada,
      levelId: 'one',
    });
    expect(stored?.history.map((entry) => [entry.state, entry.byUserId])).toEqual([
      ['locked', 'system'],
      ['picked', organizer.userId],
      ['handedOut', organizer.userId],
    ]);
    expect(stored?.version).toBe(3);
  });

  it('moves an award once when two people mark it at the same time', async () => {
    const cleos = await awardOf(moved, moved.cleo, 'registered');
    const answers = await Promise.all([
      move(moved, organizer, 'delivered', [cleos]),
      move(moved, organizer, 'delivered', [cleos]),
    ]);
    const bodies = answers.map((answer) => answer.body as MovePrizeAwardsResponse);
    expect(bodies.flatMap((body) => body.Moved)).toEqual([cleos.AwardId]);
    expect(bodies.flatMap((body) => body.Refused)).toHaveLength(1);
  });

  it("lets a teacher move their class's awards only; another organizer's Thon is 404", async () => {
    const bens = await awardOf(moved, moved.ben, 'registered');
    const cleos = await awardOf(moved, moved.cleo, 'registered');
    expect((await move(moved, teacher, 'picked', [bens, cleos])).body).toEqual({
      Moved: [bens.AwardId],
      Refused: [{ AwardId: cleos.AwardId, Message: prizeAwardNotFound }],
    });
    const foreign = await move(moved, otherOrganizer, 'picked', [cleos]);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: noSuchEvent });
  });

  it('refuses a bad request with 400 and moves nothing', async () => {
    const cleos = await awardOf(moved, moved.cleo, 'registered');
    const tooMany = Array.from({ length: 101 }, () => cleos);
    for (const [to, moves] of [
      ['picked', []],
      ['void', [cleos]],
      ['picked', tooMany],
    ] as const) {
      expect((await move(moved, organizer, to, [...moves])).status).toBe(400);
    }
    expect((await awardOf(moved, moved.cleo, 'registered')).Version).toBe(cleos.Version);
  });
});
