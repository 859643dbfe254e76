// The prize programme and class challenges over HTTP against the emulator: an organizer saves and
// reads levels made of shop prize products (names, vendor, image and sizes copied), each save
// conditioned on the version read; the zod refusals name what is wrong; products must be active
// prizes (supplies: per participant) of an active vendor serving the Thon's franchise; a level's
// picture is one of its prizes' images; another organizer or another franchise's user gets the
// unknown Thon's 404; the Thon's franchisee user manages it; a class teacher of the Thon reads it,
// another teacher gets 404.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryList } from '@thon/shared/api/schemas/audit';
import type { PrizeProgrammeWire } from '@thon/shared/api/schemas/prizes';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import * as m from '@thon/shared/catalog/prize-messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestTeam } from './test-events';
import { level, prizeProduct, saveProgrammeCall, savedProgramme, type PrizeProduct } from './test-prizes';
import { shopFranchise, shopProduct, shopVendor, type TestProduct } from './test-shop-orders';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let franchisee: SignedInTestUser;
let otherFranchisee: SignedInTestUser;
let teacher: SignedInTestUser;
let otherTeacher: SignedInTestUser;
let franchiseId: string;
let vendorId: string;
let bracelet: PrizeProduct;
let shirt: PrizeProduct;
let notPrize: PrizeProduct;
let foreignPrize: PrizeProduct;
let powder: TestProduct;

beforeAll(async () => {
  [franchiseId] = await Promise.all([shopFranchise(undefined)]);
  const otherFranchiseId = await shopFranchise(undefined);
  [organizer, otherOrganizer, teacher, otherTeacher, franchisee, otherFranchisee] = await Promise.all([
    signedInTestUser('organizer', 'prizeorg'),
    signedInTestUser('organizer', 'prizeorg2'),
    signedInTestUser('teacher', 'prizeteach'),
    signedInTestUser('teacher', 'prizeteach2'),
    signedInTestUser('franchisee-user', 'prizefr', { franchiseId }),
    signedInTestUser('franchisee-user', 'prizefr2', { franchiseId: otherFranchiseId }),
  ]);
  const foreignVendorId = await shopVendor('Far Away Prizes', { franchiseIds: [otherFranchiseId] });
  vendorId = await shopVendor('Glow Prize Co', { franchiseIds: [franchiseId] });
  [bracelet, shirt, notPrize, foreignPrize, powder] = await Promise.all([
    prizeProduct(vendorId, 'Glow Bracelet'),
    prizeProduct(vendorId, 'Finisher Shirt', { sizes: ['YM', 'AM'] }),
    prizeProduct(vendorId, 'Finish Banner', { isPrize: false }),
    prizeProduct(foreignVendorId, 'Far Medal'),
    shopProduct(vendorId, {
      name: 'Color Powder',
      quantityBasis: 'per-participant',
      amountPerParticipant: 1,
    }),
  ]);
});

/** A new Thon of the organizer in the franchise, with a class taught by the teacher. */
async function newThon(): Promise<string> {
  const { eventId } = await createTestEvent({ organizerUserId: organizer.userId, franchiseId });
  await createTestTeam(eventId, { teacherUserId: teacher.userId });
  return eventId;
}

const read = (thonId: string, by: SignedInTestUser = organizer) =>
  api.get(`/api/prizes/GetPrizeProgramme?ThonId=${encodeURIComponent(thonId)}`, by.headers);

describe('SavePrizeProgramme and GetPrizeProgramme', () => {
  it('answers an empty programme at version 0 before any save', async () => {
    const thonId = await newThon();
    const answer = await read(thonId);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        ThonId: thonId,
        Mode: 'cumulative',
        Divisor: 30,
        DefaultDivisor: 30,
        Levels: [],
        Supplies: [],
        Version: 0,
        Challenges: [],
        ChallengesVersion: 0,
        UnitName: 'lap',
      },
    });
  });

  it('saves levels from prize products, copying names, vendor, image and sizes, and reads them back', async () => {
    const thonId = await newThon();
    const saved = await savedProgramme(api, organizer.headers, {
      ThonId: thonId,
      Mode: 'top',
      Divisor: 25,
      Levels: [
        level('Gold', 300, [{ ProductId: shirt.productId }], shirt.images[1]),
        level('Registered', 0),
        level('Glow', 100, [{ ProductId: bracelet.productId, Quantity: 2 }], bracelet.images[0]),
      ],
      Supplies: [{ ProductId: powder.productId }],
    });
    expect(saved.Version).toBe(1);
    expect(saved.Mode).toBe('top');
    expect(saved.Divisor).toBe(25);
    expect(saved.Levels.map((saved) => [saved.Name, saved.ThresholdPerUnitCents])).toEqual([
      ['Registered', 0],
      ['Glow', 100],
      ['Gold', 300],
    ]);
    expect(saved.Levels[1]).toMatchObject({
      PictureUrl: bracelet.images[0],
      Prizes: [
        {
          ProductId: bracelet.productId,
          VendorId: vendorId,
          ProductName: 'Glow Bracelet',
          VendorName: 'Glow Prize Co',
          ImageUrl: bracelet.images[0],
          Sized: false,
          Quantity: 2,
        },
      ],
    });
    expect(saved.Levels[2]?.Prizes[0]).toMatchObject({ ProductName: 'Finisher Shirt', Sized: true });
    expect(saved.Supplies).toEqual([
      expect.objectContaining({ ProductId: powder.productId, ProductName: 'Color Powder', Sized: false }),
    ]);
    const again = await read(thonId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(saved);
  });

  it('keeps level ids across saves and refuses a stale version', async () => {
    const thonId = await newThon();
    const first = await savedProgramme(api, organizer.headers, {
      ThonId: thonId,
      Levels: [level('Glow', 100)],
    });
    const levelId = first.Levels[0]?.LevelId;
    const second = await savedProgramme(api, organizer.headers, {
      ThonId: thonId,
      Version: 1,
      Levels: [{ ...level('Glow Plus', 150), LevelId: levelId }, level('Gold', 300)],
    });
    expect(second.Version).toBe(2);
    expect(second.Levels[0]).toMatchObject({ LevelId: levelId, Name: 'Glow Plus' });
    const stale = await saveProgrammeCall(api, organizer.headers, { ThonId: thonId, Version: 1, Levels: [] });
    expect(stale).toMatchObject({ status: 409, body: { message: m.prizeProgrammeStale } });
    const firstAgain = await saveProgrammeCall(api, organizer.headers, {
      ThonId: thonId,
      Version: 0,
      Levels: [],
    });
    expect(firstAgain).toMatchObject({ status: 409, body: { message: m.prizeProgrammeStale } });
    expect(((await read(thonId)).body as PrizeProgrammeWire).Levels.map((kept) => kept.Name)).toEqual([
      'Glow Plus',
      'Gold',
    ]);
  });

  it("records the save in the audit log the Thon's franchise reads, in the same write", async () => {
    const thonId = await newThon();
    await savedProgramme(api, organizer.headers, {
      ThonId: thonId,
      Levels: [level('Glow', 100, [{ ProductId: bracelet.productId }])],
    });
    const log = await api.get(`/api/audit/ListAuditEntries?FranchiseId=${franchiseId}`, franchisee.headers);
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const entry = (log.body as AuditEntryList).Entries.find((found) => found.Subject.Id === thonId);
    expect(entry).toMatchObject({
      Action: 'thon-changed',
      Subject: { Kind: 'thon', Id: thonId },
      Who: { UserId: organizer.userId, Role: 'organizer' },
      FranchiseId: franchiseId,
      Before: { prizeLevels: null },
      After: { prizeMode: 'cumulative', prizeDivisor: 30, prizeLevels: ['Glow (100): 1 x Glow Bracelet'] },
    });
  });

  it('refuses a programme breaking the rules with a message saying which, writing nothing', async () => {
    const thonId = await newThon();
    const cases: [Record<string, unknown>, string][] = [
      [
        { Levels: Array.from({ length: 9 }, (_, index) => level(`L${index}`, index * 100)) },
        m.prizeLevelsTooMany(8),
      ],
      [{ Levels: [level('A', 100), level('B', 100)] }, m.prizeThresholdsNotDistinct],
      [{ Levels: [level('', 100)] }, m.prizeLevelNameRequired],
      [{ Levels: [level('x'.repeat(61), 100)] }, m.prizeLevelNameTooLong(60)],
      [{ Levels: [level('A', 100.5)] }, m.prizeThresholdInvalid(100_000)],
      [{ Levels: [level('A', 100_001)] }, m.prizeThresholdInvalid(100_000)],
      [
        { Levels: [level('A', 100, [{ ProductId: bracelet.productId, Quantity: 11 }])] },
        m.prizeQuantityInvalid(10),
      ],
      [
        {
          Levels: [
            level(
              'A',
              100,
              Array.from({ length: 7 }, () => ({ ProductId: bracelet.productId })),
            ),
          ],
        },
        m.prizeLevelPrizesTooMany(6),
      ],
      [{ Levels: [], Divisor: 0 }, m.prizeDivisorInvalid(1, 100)],
      [{ Levels: [], Divisor: 101 }, m.prizeDivisorInvalid(1, 100)],
      [{ Levels: [], Mode: 'all' }, m.prizeModeInvalid],
      [
        { Levels: [], Supplies: Array.from({ length: 7 }, () => ({ ProductId: powder.productId })) },
        m.prizeSuppliesTooMany(6),
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await saveProgrammeCall(api, organizer.headers, { ThonId: thonId, ...body });
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await read(thonId)).body).toMatchObject({ Version: 0, Levels: [] });
  });

  it('takes only active prize products of vendors serving the Thon, naming the product refused', async () => {
    const thonId = await newThon();
    const archived = await prizeProduct(vendorId, 'Old Medal', { status: 'archived' });
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { Levels: [level('A', 100, [{ ProductId: notPrize.productId }])] },
        400,
        m.prizeProductNotAPrize('Finish Banner'),
      ],
      [
        { Levels: [level('A', 100, [{ ProductId: archived.productId }])] },
        400,
        m.prizeProductNotAPrize('Old Medal'),
      ],
      [
        { Levels: [level('A', 100, [{ ProductId: 'no-such-product' }])] },
        400,
        m.prizeProductNotFound('no-such-product'),
      ],
      [
        { Levels: [level('A', 100, [{ ProductId: foreignPrize.productId }])] },
        409,
        m.prizeVendorNotServing('Far Away Prizes', 'Far Medal'),
      ],
      [
        { Levels: [], Supplies: [{ ProductId: bracelet.productId }] },
        400,
        m.prizeSupplyNotPerParticipant('Glow Bracelet'),
      ],
      [
        { Levels: [level('A', 100, [{ ProductId: bracelet.productId }], shirt.images[0])] },
        400,
        m.prizePictureNotAPrize('A'),
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await saveProgrammeCall(api, organizer.headers, { ThonId: thonId, ...body });
      expect(answer, message).toMatchObject({ status, body: { message } });
    }
    expect((await read(thonId)).body).toMatchObject({ Version: 0, Levels: [] });
  });

  it("answers another organizer and another franchise's user as for an unknown Thon; the Thon's franchisee manages it", async () => {
    const thonId = await newThon();
    for (const outsider of [otherOrganizer, otherFranchisee]) {
      expect(await read(thonId, outsider)).toMatchObject({ status: 404, body: { message: noSuchEvent } });
      const save = await saveProgrammeCall(api, outsider.headers, {
        ThonId: thonId,
        Levels: [level('A', 100)],
      });
      expect(save).toMatchObject({ status: 404, body: { message: noSuchEvent } });
    }
    expect(await read('no-such-thon')).toMatchObject({ status: 404, body: { message: noSuchEvent } });
    const byFranchisee = await savedProgramme(api, franchisee.headers, {
      ThonId: thonId,
      Levels: [level('A', 100)],
    });
    expect(byFranchisee.Version).toBe(1);
  });

  it('lets a class teacher of the Thon read it, and answers a teacher without a class there 404', async () => {
    const thonId = await newThon();
    await savedProgramme(api, organizer.headers, {
      ThonId: thonId,
      Levels: [level('Glow', 100, [{ ProductId: bracelet.productId }])],
    });
    const byTeacher = await read(thonId, teacher);
    expect(byTeacher.status).toBe(200);
    expect((byTeacher.body as PrizeProgrammeWire).Levels[0]?.Name).toBe('Glow');
    expect(await read(thonId, otherTeacher)).toMatchObject({ status: 404, body: { message: noSuchEvent } });
    const teacherSave = await saveProgrammeCall(api, teacher.headers, {
      ThonId: thonId,
      Version: 1,
      Levels: [],
    });
    expect(teacherSave.status).toBe(403);
  });
});

describe('SaveClassChallenges', () => {
  const challenge = (overrides: Record<string, unknown> = {}) => ({
    Name: 'Everyone in',
    Metric: 'participation',
    Target: 80,
    Reward: 'Extra recess',
    ...overrides,
  });
  const save = (thonId: string, body: Record<string, unknown>, by: SignedInTestUser = organizer) =>
    api.post(
      '/api/prizes/SaveClassChallenges',
      { ThonId: thonId, ChallengesVersion: 0, ...body },
      by.headers,
    );

  it('saves challenges apart from the levels, each conditioned on its own version', async () => {
    const thonId = await newThon();
    const first = await save(thonId, {
      Challenges: [
        challenge(),
        challenge({ Name: 'Big hearts', Metric: 'perChild', Target: 2500, Reward: 'Pizza party' }),
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      Version: 0,
      Levels: [],
      ChallengesVersion: 1,
      Challenges: [
        { Name: 'Everyone in', Metric: 'participation', Target: 80, Reward: 'Extra recess' },
        { Name: 'Big hearts', Metric: 'perChild', Target: 2500, Reward: 'Pizza party' },
      ],
    });
    // The levels' first save still starts from version 0 and keeps the challenges.
    const levels = await savedProgramme(api, organizer.headers, {
      ThonId: thonId,
      Levels: [level('Glow', 100)],
    });
    expect(levels).toMatchObject({ Version: 1, ChallengesVersion: 1 });
    expect(levels.Challenges).toHaveLength(2);
    const stale = await save(thonId, { Challenges: [] });
    expect(stale).toMatchObject({ status: 409, body: { message: m.challengesStale } });
    const cleared = await save(thonId, { ChallengesVersion: 1, Challenges: [] });
    expect(cleared).toMatchObject({
      status: 200,
      body: { ChallengesVersion: 2, Challenges: [], Version: 1 },
    });
    expect(((await read(thonId)).body as PrizeProgrammeWire).Levels[0]?.Name).toBe('Glow');
  });

  it('refuses challenges breaking the rules, and outsiders as for an unknown Thon', async () => {
    const thonId = await newThon();
    const cases: [Record<string, unknown>, string][] = [
      [{ Challenges: Array.from({ length: 7 }, () => challenge()) }, m.challengesTooMany(6)],
      [{ Challenges: [challenge({ Target: 101 })] }, m.challengeTargetInvalid('participation', 1, 100)],
      [
        { Challenges: [challenge({ Metric: 'donors', Target: 0 })] },
        m.challengeTargetInvalid('donors', 1, 10_000),
      ],
      [
        { Challenges: [challenge({ Metric: 'perChild', Target: 1_000_001 })] },
        m.challengeTargetInvalid('perChild', 1, 1_000_000),
      ],
      [{ Challenges: [challenge({ Metric: 'speed' })] }, m.challengeMetricInvalid],
      [{ Challenges: [challenge({ Reward: 'x'.repeat(81) })] }, m.challengeRewardTooLong(80)],
      [{ Challenges: [challenge({ Name: ' ' })] }, m.challengeNameRequired],
    ];
    for (const [body, message] of cases) {
      expect(await save(thonId, body), message).toMatchObject({ status: 400, body: { message } });
    }
    expect(await save(thonId, { Challenges: [challenge()] }, otherOrganizer)).toMatchObject({
      status: 404,
      body: { message: noSuchEvent },
    });
    expect((await read(thonId)).body).toMatchObject({ ChallengesVersion: 0, Challenges: [] });
  });
});
