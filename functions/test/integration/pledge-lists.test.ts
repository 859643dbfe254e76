// Who sees which pledges: the participant's side (GetPledgesByParticipant), the donor and parent
// (GetMyPledges), the organizer's report (GetThonPledges), cash and checks (RecordOfflinePledge),
// and the student page's supporters. Donor emails never reach a page a donor or child can see.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousDonor } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser, type SignedInTestUser } from './test-users';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

let organizer: SignedInTestUser;
let teacher: SignedInTestUser;
let parent: SignedInTestUser;
let stranger: SignedInTestUser;
let event: Awaited<ReturnType<typeof createPledgeEvent>>;
const donorEmail = `rowan.${randomUUID().slice(0, 6)}@donor.org`;

beforeAll(async () => {
  [organizer, teacher, parent, stranger] = await Promise.all([
    signedInTestUser('organizer', 'org'),
    signedInTestUser('teacher', 'teach'),
    signedInTestUser('parent', 'par'),
    signedInTestUser('organizer', 'other'),
  ]);
  event = await createPledgeEvent({
    participants: 2,
    organizerUserId: organizer.userId,
    teacherUserId: teacher.userId,
  });
  const { linkParticipantToParent } = await import('../../src/data/repositories/parents-repository');
  await linkParticipantToParent(parent.userId, {
    participantId: event.participantIds[0] ?? '',
    eventId: event.eventId,
  });
  const [first = '', second = ''] = event.participantIds;
  const donor = { FirstName: 'Rowan', LastName: 'Achterberg', Email: donorEmail };
  const pledges = [
    pledgeBody(first, { Amount: 2, MaxUnits: 10, Donor: donor, Message: 'Go go go!' }),
    pledgeBody(first, { Kind: 'Flat', Amount: 25, Anonymous: true }),
    pledgeBody(second, { Kind: 'Flat', Amount: 40 }),
    // The parent, giving with their own account's email, finds it under "made".
    pledgeBody(second, { Amount: 1, Donor: { FirstName: 'Ida', LastName: 'Tester', Email: parent.email } }),
  ];
  for (const body of pledges) expect((await createPledgeCall(client(), body)).status).toBe(200);
  // Units through the API, as a teacher records them: the pledged estimate follows (rate x min(units, cap)).
  const recorded = await client().post(
    '/api/events/RecordUnits',
    { EventId: event.eventId, ParticipantId: first, Units: 12 },
    teacher.headers,
  );
  expect(recorded.status).toBe(200);
});

describe('GET /api/pledges/GetPledgesByParticipant/{participantId}', () => {
  it('lists the pledges with totals for the teacher, parent and organizer, never donor emails', async () => {
    const path = `/api/pledges/GetPledgesByParticipant/${event.participantIds[0]}`;
    for (const viewer of [teacher, parent, organizer]) {
      const answer = await client().get(path, viewer.headers);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('@');
      expect(answer.body).toMatchObject({
        DisplayName: 'Runner0 O.',
        Units: 12,
        Raised: 25,
        // $2 per lap, capped at 10 laps of the 12 run.
        Pledged: 20,
      });
      const pledges = (answer.body as { Pledges: { DonorName: string; Estimated: number; Kind: string }[] })
        .Pledges;
      expect(pledges.map((pledge) => [pledge.Kind, pledge.DonorName, pledge.Estimated]).sort()).toEqual(
        [
          ['Flat', anonymousDonor, 25],
          ['PerUnit', 'Rowan A.', 20],
        ].sort(),
      );
    }
    expect((await client().get(path, stranger.headers)).status).toBe(403);
    expect((await client().get(path)).status).toBe(401);
  });
});

describe('GET /api/pledges/GetMyPledges', () => {
  it('shows a parent the pledges they made and those their child received', async () => {
    const answer = await client().get('/api/pledges/GetMyPledges', parent.headers);
    expect(answer.status).toBe(200);
    const body = answer.body as {
      Made: { ParticipantName: string; Amount: number }[];
      Received: { ParticipantId: string; Pledges: unknown[] }[];
    };
    expect(body.Made).toEqual([
      expect.objectContaining({ ParticipantName: 'Runner1 O.', Amount: 1, Kind: 'PerUnit' }),
    ]);
    expect(body.Received).toEqual([
      expect.objectContaining({ ParticipantId: event.participantIds[0], Raised: 25 }),
    ]);
    expect(body.Received[0]?.Pledges).toHaveLength(2);
  });
});

describe('GET /api/pledges/GetThonPledges/{eventId}', () => {
  it('pages, filters and totals the report, with donor contact for the organizer', async () => {
    const path = `/api/pledges/GetThonPledges/${event.eventId}`;
    const all = await client().get(`${path}?PageSize=2`, organizer.headers);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      Page: 1,
      PageSize: 2,
      Total: 4,
      Totals: { Raised: 65, Count: 4 },
      BySource: [{ Source: 'direct', Count: 4 }],
    });
    expect((all.body as { Pledges: unknown[] }).Pledges).toHaveLength(2);
    const flat = await client().get(`${path}?Kind=Flat`, organizer.headers);
    expect((flat.body as { Total: number }).Total).toBe(2);
    const theirs = await client().get(`${path}?Kind=PerUnit&PageSize=10`, organizer.headers);
    const rows = (theirs.body as { Pledges: { DonorEmail: string }[] }).Pledges;
    expect(rows.map((row) => row.DonorEmail)).toContain(donorEmail);
    expect((await client().get(path, stranger.headers)).status).toBe(404);
    expect((await client().get(path, teacher.headers)).status).toBe(403);
    expect(
      (await client().get(`/api/pledges/GetThonPledges/${randomUUID()}`, organizer.headers)).status,
    ).toBe(404);
  });
});

describe('POST /api/pledges/RecordOfflinePledge', () => {
  it('credits cash from the class teacher once per key, never charged, and totals move', async () => {
    const own = await createPledgeEvent({ organizerUserId: organizer.userId, teacherUserId: teacher.userId });
    const participantId = own.participantIds[0] ?? '';
    const body = {
      ParticipantId: participantId,
      Amount: 15.5,
      Method: 'Check',
      Reference: '#1042',
      DonorName: 'Grandma Ruth',
    };
    const key = randomUUID();
    const first = await client().post('/api/pledges/RecordOfflinePledge', body, {
      ...teacher.headers,
      'idempotency-key': key,
    });
    const again = await client().post('/api/pledges/RecordOfflinePledge', body, {
      ...teacher.headers,
      'idempotency-key': key,
    });
    expect(first).toMatchObject({
      status: 200,
      body: { Kind: 'Offline', Status: 'Offline', Amount: 15.5, DonorName: 'Grandma R.' },
    });
    expect(again.body).toEqual(first.body);
    const list = await client().get(
      `/api/pledges/GetPledgesByParticipant/${participantId}`,
      organizer.headers,
    );
    expect(list.body).toMatchObject({ Raised: 15.5 });
    const parentTry = await client().post('/api/pledges/RecordOfflinePledge', body, parent.headers);
    expect(parentTry.status).toBe(403);
    // Another Thon's organizer: as for another tenant's ids, no such participant.
    const strangerTry = await client().post('/api/pledges/RecordOfflinePledge', body, stranger.headers);
    expect(strangerTry.status).toBe(404);
  });
});

describe('the student page', () => {
  it('shows recent supporters by first name and initial (or Anonymous) with messages, and the pledged estimate', async () => {
    const response = await fetch(`${apiUrl}/api/participants/GetStudentPage/${event.participantIds[0]}`);
    const text = await response.text();
    expect(text).not.toContain('@');
    expect(text).not.toContain('Achterberg');
    const page = JSON.parse(text) as { Supporters: { Name: string; Message?: string }[]; Pledged: number };
    expect(page.Pledged).toBe(20);
    expect(page.Supporters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: 'Rowan A.', Message: 'Go go go!' }),
        expect.objectContaining({ Name: anonymousDonor }),
      ]),
    );
  });
});
