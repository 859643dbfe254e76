// Counting laps over HTTP against the emulator (docs/event-day.md, Counting): a resent batch counts
// once, 20 phones scanning one runner within the cooldown count one lap, a late earlier scan takes
// the count, the maximum keeps over-max scans, a closed Thon and a bad code write nothing, the
// counter's reach (a teacher's classes, another organizer's Thon, a parent) and undo's window and
// owner. The table is read directly to prove what was (not) written.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  IssueLapTokensResponse,
  LapResult,
  RecordLapsResponse,
} from '@thon/shared/api/schemas/eventday';
import { countingCodeExpired, countingCodeRevoked } from '@thon/shared/catalog/eventday-messages';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let teacher: SignedInTestUser;
let parent: SignedInTestUser;

beforeAll(async () => {
  [organizer, otherOrganizer, teacher, parent] = await Promise.all([
    signedInTestUser('organizer', 'lapsorg'),
    signedInTestUser('organizer', 'lapsorg2'),
    signedInTestUser('teacher', 'lapsteach'),
    signedInTestUser('parent', 'lapsparent'),
  ]);
});

async function team(eventId: string, name: string, teacherUserId?: string): Promise<string> {
  const { createTeam } = await import('../../src/data/repositories/teams-repository');
  const teamId = randomUUID();
  await createTeam({ eventId, teamId, name, teacherUserId });
  return teamId;
}

/** A live Thon with the teacher's class (Ava, Ben) and another (Cal), bibs issued. */
async function lapThon() {
  const { eventId, eventCode } = await createTestEvent({ organizerUserId: organizer.userId });
  const [own, other] = await Promise.all([team(eventId, 'Room 1', teacher.userId), team(eventId, 'Room 2')]);
  const [ava, ben, cal] = await Promise.all([
    createTestParticipant(eventId, own, { firstName: 'Ava', lastName: 'Adams' }),
    createTestParticipant(eventId, own, { firstName: 'Ben', lastName: 'Brown' }),
    createTestParticipant(eventId, other, { firstName: 'Cal', lastName: 'Cole' }),
  ]);
  const issued = await api.post('/api/eventday/IssueLapTokens', { EventId: eventId }, organizer.headers);
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const tokens = new Map(
    (issued.body as IssueLapTokensResponse).Bibs.map((bib) => [bib.ParticipantId, bib.LapToken]),
  );
  const tokenOf = (participantId: string) => tokens.get(participantId) ?? '';
  return {
    eventId,
    eventCode,
    ava: ava.participantId,
    ben: ben.participantId,
    cal: cal.participantId,
    tokenOf,
  };
}

async function countingCode(eventId: string, label = 'Gate'): Promise<{ Code: string; CodeId: string }> {
  const answer = await api.post(
    '/api/eventday/CreateCountingCode',
    { EventId: eventId, Label: label },
    organizer.headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { Code: string; CodeId: string };
}

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function lap(lapToken: string, scannedAt: string, participantId?: string) {
  return {
    Op: 'lap' as const,
    ScanId: randomUUID(),
    LapToken: lapToken,
    ScannedAt: scannedAt,
    ...(participantId ? { ParticipantId: participantId } : {}),
  };
}

type Op = ReturnType<typeof lap> | { Op: 'undo'; ScanId: string; ParticipantId: string };

const send = (caller: SignedInTestUser, eventId: string, ops: Op[]) =>
  api.post('/api/eventday/RecordLaps', { EventId: eventId, Ops: ops }, caller.headers);
const sendWithCode = (eventCode: string, code: string, ops: Op[]) =>
  api.post('/api/eventday/RecordLapsWithCode', { EventCode: eventCode, Code: code, Ops: ops });

async function results(answer: Promise<{ status: number; body: unknown }>): Promise<LapResult[]> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as RecordLapsResponse).Results;
}

async function tallyOf(eventId: string, participantId: string) {
  const { thon } = await import('../../src/data/thon-service');
  const { data } = await thon().entities.lapTally.get({ eventId, participantId }).go({ consistent: true });
  return data;
}

async function scansOf(eventId: string, participantId: string) {
  const { thon } = await import('../../src/data/thon-service');
  const { data } = await thon()
    .entities.lapScan.query.byRunner({ eventId, participantId })
    .go({ consistent: true, pages: 'all' });
  return data;
}

async function patchEvent(eventId: string, set: { status?: 'completed'; maxUnits?: number }) {
  const { thon } = await import('../../src/data/thon-service');
  await thon().entities.event.patch({ eventId }).set(set).go();
}

describe('RecordLaps', () => {
  it('counts a batch sent three times once, and answers it the same each time', async () => {
    const thon = await lapThon();
    const ops = [lap(thon.tokenOf(thon.ava), secondsAgo(60))];
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push(await results(send(organizer, thon.eventId, ops)));
    for (const answer of answers) {
      expect(answer).toEqual([
        expect.objectContaining({
          Result: 'counted',
          ParticipantId: thon.ava,
          FirstName: 'Ava',
          LastInitial: 'A',
          Laps: 1,
        }),
      ]);
    }
    expect((await tallyOf(thon.eventId, thon.ava))?.laps).toBe(1);
    expect(await scansOf(thon.eventId, thon.ava)).toHaveLength(1);
  });

  it('20 scans of one runner within the cooldown from four counters count once: one scan holds the lap', async () => {
    const thon = await lapThon();
    const [gate, finish] = await Promise.all([
      countingCode(thon.eventId, 'Gate'),
      countingCode(thon.eventId, 'Finish'),
    ]);
    const token = thon.tokenOf(thon.ava);
    // Four counters in turn: the organizer, the class teacher and two volunteers' codes.
    const sendAs = (index: number, op: Op) =>
      [
        () => send(organizer, thon.eventId, [op]),
        () => send(teacher, thon.eventId, [op]),
        () => sendWithCode(thon.eventCode, gate.Code, [op]),
        () => sendWithCode(thon.eventCode, finish.Code, [op]),
      ][index % 4]?.() ?? send(organizer, thon.eventId, [op]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        results(sendAs(index, lap(token, secondsAgo(30 - index * 0.5), index % 2 ? thon.ava : undefined))),
      ),
    );
    // Every phone is told the runner has one lap. An earlier sighting that arrives after a later
    // one takes the lap over (the earlier sighting wins), so more than one phone may have been told
    // "counted" at the time; in the end exactly one scan holds the lap.
    for (const answer of answers) expect(answer[0]).toMatchObject({ Laps: 1, FirstName: 'Ava' });
    expect(answers.map((answer) => answer[0]?.Result)).toContain('counted');
    const tally = await tallyOf(thon.eventId, thon.ava);
    expect(tally?.laps).toBe(1);
    expect(tally?.counted).toHaveLength(1);
    expect(tally?.seen).toHaveLength(19);
    // The earliest sighting holds the lap, whoever's request won.
    const scans = await scansOf(thon.eventId, thon.ava);
    const earliest = [...scans].sort((a, b) => a.scannedAt.localeCompare(b.scannedAt))[0];
    expect(earliest?.result).toBe('counted');
    expect(scans.filter((scan) => scan.result === 'counted')).toHaveLength(1);
    expect(
      scans
        .filter((scan) => scan.result === 'duplicate')
        .every((scan) => scan.duplicateOf === earliest?.scanId),
    ).toBe(true);
  });

  it('counts scans a cooldown apart, and a scan within it as a duplicate of the lap', async () => {
    const thon = await lapThon();
    const token = thon.tokenOf(thon.ben);
    const [first, second, repeat] = [
      lap(token, secondsAgo(100)),
      lap(token, secondsAgo(80)),
      lap(token, secondsAgo(75)),
    ];
    const answer = await results(send(teacher, thon.eventId, [first, second, repeat]));
    expect(answer.map((result) => [result.Result, result.Laps, result.DuplicateOf])).toEqual([
      ['counted', 1, null],
      ['counted', 2, null],
      ['duplicate', 2, second.ScanId],
    ]);
  });

  it("an offline phone's earlier scan arriving late takes the count; the later one becomes its duplicate", async () => {
    const thon = await lapThon();
    const token = thon.tokenOf(thon.ava);
    const online = lap(token, secondsAgo(100));
    const offline = lap(token, secondsAgo(105));
    await results(send(organizer, thon.eventId, [online]));
    const [late] = await results(send(organizer, thon.eventId, [offline]));
    expect(late).toMatchObject({ Result: 'counted', Laps: 1 });
    const scans = new Map((await scansOf(thon.eventId, thon.ava)).map((scan) => [scan.scanId, scan]));
    expect(scans.get(online.ScanId)).toMatchObject({ result: 'duplicate', duplicateOf: offline.ScanId });
    expect(scans.get(offline.ScanId)?.result).toBe('counted');
    // Resending the later scan answers what it is now.
    const [resent] = await results(send(organizer, thon.eventId, [online]));
    expect(resent).toMatchObject({ Result: 'duplicate', DuplicateOf: offline.ScanId, Laps: 1 });
  });

  it("keeps a scan above the Thon's maximum as over-max, not counted, and shows it", async () => {
    const thon = await lapThon();
    await patchEvent(thon.eventId, { maxUnits: 2 });
    const token = thon.tokenOf(thon.cal);
    const answer = await results(
      send(organizer, thon.eventId, [
        lap(token, secondsAgo(200)),
        lap(token, secondsAgo(150)),
        lap(token, secondsAgo(100)),
      ]),
    );
    expect(answer.map((result) => [result.Result, result.Laps, result.OverMax])).toEqual([
      ['counted', 1, 0],
      ['counted', 2, 0],
      ['over-max', 2, 1],
    ]);
    expect((await tallyOf(thon.eventId, thon.cal))?.laps).toBe(2);
    expect((await scansOf(thon.eventId, thon.cal)).map((scan) => scan.result).sort()).toEqual([
      'counted',
      'counted',
      'over-max',
    ]);
  });

  it('answers locked for every op of a completed Thon and writes nothing', async () => {
    const thon = await lapThon();
    const { Code } = await countingCode(thon.eventId);
    await patchEvent(thon.eventId, { status: 'completed' });
    const ops = [
      lap(thon.tokenOf(thon.ava), secondsAgo(10)),
      lap(thon.tokenOf(thon.ben), secondsAgo(10), thon.ben),
    ];
    expect((await results(send(organizer, thon.eventId, ops))).map((result) => result.Result)).toEqual([
      'locked',
      'locked',
    ]);
    expect((await results(sendWithCode(thon.eventCode, Code, ops))).map((result) => result.Result)).toEqual([
      'locked',
      'locked',
    ]);
    expect(await scansOf(thon.eventId, thon.ava)).toEqual([]);
    expect(await scansOf(thon.eventId, thon.ben)).toEqual([]);
    expect((await tallyOf(thon.eventId, thon.ava))?.laps).toBe(0);
  });

  it('answers unknown-bib for a token nobody holds, and a scan too old to belong to the day as locked', async () => {
    const thon = await lapThon();
    const [unknown, old] = await results(
      send(organizer, thon.eventId, [
        lap('ABCDEFGHJKMN', secondsAgo(5)),
        lap(thon.tokenOf(thon.ava), secondsAgo(25 * 3600)),
      ]),
    );
    expect(unknown?.Result).toBe('unknown-bib');
    expect(old?.Result).toBe('locked');
    expect(await scansOf(thon.eventId, thon.ava)).toEqual([]);
  });

  it('refuses an expired or revoked counting code with 401 and writes nothing', async () => {
    const thon = await lapThon();
    const [expired, revoked] = await Promise.all([
      countingCode(thon.eventId, 'Old'),
      countingCode(thon.eventId, 'Gone'),
    ]);
    const { thon: table } = await import('../../src/data/thon-service');
    await table()
      .entities.countingCode.patch({ eventId: thon.eventId, codeId: expired.CodeId })
      .set({ expiresAt: secondsAgo(1) })
      .go();
    const revoking = await api.post(
      '/api/eventday/RevokeCountingCode',
      { EventId: thon.eventId, CodeId: revoked.CodeId },
      organizer.headers,
    );
    expect(revoking.status).toBe(200);
    const op = [lap(thon.tokenOf(thon.ava), secondsAgo(5))];
    const [expiredAnswer, revokedAnswer] = await Promise.all([
      sendWithCode(thon.eventCode, expired.Code, op),
      sendWithCode(thon.eventCode, revoked.Code, op),
    ]);
    expect([expiredAnswer.status, expiredAnswer.body]).toEqual([
      401,
      expect.objectContaining({ message: countingCodeExpired }),
    ]);
    expect([revokedAnswer.status, revokedAnswer.body]).toEqual([
      401,
      expect.objectContaining({ message: countingCodeRevoked }),
    ]);
    expect(await scansOf(thon.eventId, thon.ava)).toEqual([]);
  });

  it("a teacher counts their class only; another organizer's Thon is unknown; a parent may not count", async () => {
    const thon = await lapThon();
    const [theirs, notTheirs] = await results(
      send(teacher, thon.eventId, [
        lap(thon.tokenOf(thon.ava), secondsAgo(5)),
        lap(thon.tokenOf(thon.cal), secondsAgo(5)),
      ]),
    );
    expect(theirs?.Result).toBe('counted');
    expect(notTheirs).toMatchObject({ Result: 'not-your-class', FirstName: null, Laps: null });
    expect(await scansOf(thon.eventId, thon.cal)).toEqual([]);
    const foreign = await send(otherOrganizer, thon.eventId, [lap(thon.tokenOf(thon.ben), secondsAgo(5))]);
    expect([foreign.status, foreign.body]).toEqual([404, expect.objectContaining({ message: noSuchEvent })]);
    const parentAnswer = await send(parent, thon.eventId, [lap(thon.tokenOf(thon.ben), secondsAgo(5))]);
    expect(parentAnswer.status).toBe(403);
    expect(await scansOf(thon.eventId, thon.ben)).toEqual([]);
  });

  it('undo: its counter takes a lap back within the window; another volunteer cannot; after the window it is too late', async () => {
    const thon = await lapThon();
    const [gate, finish] = await Promise.all([
      countingCode(thon.eventId, 'Gate'),
      countingCode(thon.eventId, 'Finish'),
    ]);
    const token = thon.tokenOf(thon.ava);
    const first = lap(token, secondsAgo(100));
    const second = lap(token, secondsAgo(50));
    await results(sendWithCode(thon.eventCode, gate.Code, [first, second]));
    const undoSecond = { Op: 'undo' as const, ScanId: second.ScanId, ParticipantId: thon.ava };
    const [byOther] = await results(sendWithCode(thon.eventCode, finish.Code, [undoSecond]));
    expect(byOther?.Result).toBe('not-found');
    expect((await tallyOf(thon.eventId, thon.ava))?.laps).toBe(2);
    const [byOwn] = await results(sendWithCode(thon.eventCode, gate.Code, [undoSecond]));
    expect(byOwn).toMatchObject({ Result: 'undone', Laps: 1 });
    const [again] = await results(sendWithCode(thon.eventCode, gate.Code, [undoSecond]));
    expect(again).toMatchObject({ Result: 'undone', Laps: 1 });
    expect((await tallyOf(thon.eventId, thon.ava))?.laps).toBe(1);
    // Three minutes after it arrived, the first lap can no longer be taken back.
    const { thon: table } = await import('../../src/data/thon-service');
    await table()
      .entities.lapScan.patch({ eventId: thon.eventId, participantId: thon.ava, scanId: first.ScanId })
      .set({ receivedAt: secondsAgo(180) })
      .go();
    const [late] = await results(
      send(organizer, thon.eventId, [{ Op: 'undo', ScanId: first.ScanId, ParticipantId: thon.ava }]),
    );
    expect(late?.Result).toBe('too-late-to-undo');
    expect((await tallyOf(thon.eventId, thon.ava))?.laps).toBe(1);
  });

  it("a Thon's manager may undo a volunteer's lap", async () => {
    const thon = await lapThon();
    const { Code } = await countingCode(thon.eventId);
    const scan = lap(thon.tokenOf(thon.ben), secondsAgo(40));
    await results(sendWithCode(thon.eventCode, Code, [scan]));
    const undo = { Op: 'undo' as const, ScanId: scan.ScanId, ParticipantId: thon.ben };
    const [byTeacher] = await results(send(teacher, thon.eventId, [undo]));
    expect(byTeacher?.Result).toBe('not-found');
    const [byOrganizer] = await results(send(organizer, thon.eventId, [undo]));
    expect(byOrganizer).toMatchObject({ Result: 'undone', Laps: 0 });
  });
});
