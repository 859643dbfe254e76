// The Thon routes in the franchise model, through the local gateway: a franchisee user manages their
// franchise's Thons, a franchisee team leader does event-day work on the Thons they are assigned to
// (never money settings or refunds), an organizer handed a Thon finds it in My Thons, and a Thon out
// of the caller's scope answers 404 with exactly the body an unknown id gets.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  noSuchEvent,
  noSuchParticipantInEvent,
  noSuchPledge,
  noSuchUser,
  notActiveOrganizer,
  notFranchiseTeamLeader,
  pledgeNotRefundable,
} from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { createFranchise } from './test-franchises';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

// Two five-digit ZIPs of this run's own (a range no other test file takes), so its franchises'
// territories never meet another run's or another file's.
const run = Date.now().toString(36);
const base = 92000 + Math.floor(Math.random() * 450) * 2;

let admin: SignedInTestUser;
let east: string;
let west: string;
let eastUser: SignedInTestUser;
let westUser: SignedInTestUser;
let leader: SignedInTestUser;
let westLeader: SignedInTestUser;
let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;

beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'scope-admin');
  [east, west] = await Promise.all([
    createFranchise(api, admin.headers, `Scope East ${run}`, String(base)),
    createFranchise(api, admin.headers, `Scope West ${run}`, String(base + 1)),
  ]);
  [eastUser, westUser, leader, westLeader, organizer, otherOrganizer] = await Promise.all([
    signedInTestUser('franchisee-user', 'scope-east', { franchiseId: east }),
    signedInTestUser('franchisee-user', 'scope-west', { franchiseId: west }),
    signedInTestUser('franchisee-team-leader', 'scope-leader', { franchiseId: east }),
    signedInTestUser('franchisee-team-leader', 'scope-west-leader', { franchiseId: west }),
    signedInTestUser('organizer', 'scope-organizer'),
    signedInTestUser('organizer', 'scope-other-organizer'),
  ]);
});

/** A live Thon of the east franchise with one team and participant. */
async function eastThon(options: { organizerUserId?: string } = {}) {
  const { eventId } = await createTestEvent({ franchiseId: east, ...options });
  const teamId = await createTestTeam(eventId);
  const { participantId } = await createTestParticipant(eventId, teamId);
  return { eventId, participantId };
}

const units = (eventId: string, participantId: string, who: SignedInTestUser) =>
  api.post(
    '/api/events/RecordUnits',
    { EventId: eventId, ParticipantId: participantId, Units: 5 },
    who.headers,
  );
const settings = (eventId: string, who: SignedInTestUser) =>
  api.get(`/api/pledges/GetPledgeSettings/${eventId}`, who.headers);
const setCommission = (eventId: string, who: SignedInTestUser) =>
  api.post(`/api/pledges/UpdatePledgeSettings/${eventId}`, { CommissionPercent: 12 }, who.headers);
const rename = (eventId: string, who: SignedInTestUser) =>
  api.post('/api/events/UpdateThon', { EventId: eventId, Name: 'Renamed Fun Run' }, who.headers);
const staff = (route: string, eventId: string, userId: string, who: SignedInTestUser) =>
  api.post(`/api/events/${route}`, { EventId: eventId, UserId: userId }, who.headers);

describe("a franchisee user and their franchise's Thons", () => {
  it("manages their franchise's Thon and sets its commission; another franchise's answers 404 like an unknown id", async () => {
    const { eventId, participantId } = await eastThon();
    expect((await rename(eventId, eastUser)).status).toBe(200);
    expect((await settings(eventId, eastUser)).body).toMatchObject({ CanEditCommission: true });
    expect(await setCommission(eventId, eastUser)).toMatchObject({
      status: 200,
      body: { CommissionPercent: 12 },
    });
    expect((await units(eventId, participantId, eastUser)).status).toBe(200);

    const unknown = randomUUID();
    expect(await rename(eventId, westUser)).toEqual(await rename(unknown, eastUser));
    expect(await rename(eventId, westUser)).toEqual({ status: 404, body: { message: noSuchEvent } });
    expect(await settings(eventId, westUser)).toEqual(await settings(unknown, eastUser));
    expect(await setCommission(eventId, westUser)).toEqual({ status: 404, body: { message: noSuchEvent } });
    expect(await units(eventId, participantId, westUser)).toEqual({
      status: 404,
      body: { message: noSuchParticipantInEvent },
    });
    expect((await settings(eventId, eastUser)).body).toMatchObject({ CommissionPercent: 12 });
  });
});

describe('a franchisee team leader', () => {
  it('records units and offline pledges on an assigned Thon only, and never reaches its money settings or refunds', async () => {
    const assigned = await eastThon();
    const unassigned = await eastThon();
    expect(await units(assigned.eventId, assigned.participantId, leader)).toEqual({
      status: 404,
      body: { message: noSuchParticipantInEvent },
    });

    const assignment = await staff('AssignThonTeamLeader', assigned.eventId, leader.userId, eastUser);
    expect(assignment).toMatchObject({
      status: 200,
      body: { EventId: assigned.eventId, TeamLeaders: [{ UserId: leader.userId, Name: 'Ida Tester' }] },
    });
    expect(await units(assigned.eventId, assigned.participantId, leader)).toMatchObject({ status: 200 });
    const offline = await api.post(
      '/api/pledges/RecordOfflinePledge',
      { ParticipantId: assigned.participantId, Amount: 20, Method: 'Cash', DonorName: 'Pat Lee' },
      leader.headers,
    );
    expect(offline).toMatchObject({ status: 200, body: { Kind: 'Offline', Amount: 20 } });
    const { PledgeId } = offline.body as { PledgeId: string };

    // Money settings and refunds: out of reach, answered as if the Thon and pledge did not exist.
    expect(await settings(assigned.eventId, leader)).toEqual({ status: 404, body: { message: noSuchEvent } });
    expect(await setCommission(assigned.eventId, leader)).toEqual({
      status: 404,
      body: { message: noSuchEvent },
    });
    const refund = (who: SignedInTestUser) =>
      api.post('/api/pledges/RefundPledge', { PledgeId }, who.headers);
    expect(await refund(leader)).toEqual({ status: 404, body: { message: noSuchPledge } });
    // The pledge is there: the franchisee user reaches it (and is told it was never charged).
    expect(await refund(eastUser)).toEqual({ status: 409, body: { message: pledgeNotRefundable } });

    expect(await units(unassigned.eventId, unassigned.participantId, leader)).toEqual({
      status: 404,
      body: { message: noSuchParticipantInEvent },
    });

    const entries = await api.get(`/api/audit/ListAuditEntries?FranchiseId=${east}`, admin.headers);
    expect((entries.body as { Entries: unknown[] }).Entries).toContainEqual(
      expect.objectContaining({
        Action: 'thon-team-leader-assigned',
        Subject: { Kind: 'thon', Id: assigned.eventId },
        Who: expect.objectContaining({ UserId: eastUser.userId }) as unknown,
        After: { teamLeaderUserId: leader.userId },
      }),
    );

    expect(await staff('RemoveThonTeamLeader', assigned.eventId, leader.userId, eastUser)).toMatchObject({
      status: 200,
      body: { TeamLeaders: [] },
    });
    expect((await units(assigned.eventId, assigned.participantId, leader)).status).toBe(404);
    expect(await staff('RemoveThonTeamLeader', assigned.eventId, leader.userId, eastUser)).toEqual({
      status: 404,
      body: { message: noSuchUser },
    });
  });

  it("can be assigned only as an active team leader of the Thon's franchise, by its franchisee or a super admin", async () => {
    const { eventId } = await eastThon({ organizerUserId: organizer.userId });
    // Another franchise's user is not the franchisee's to see: 404 as unknown.
    expect(await staff('AssignThonTeamLeader', eventId, westLeader.userId, eastUser)).toEqual({
      status: 404,
      body: { message: noSuchUser },
    });
    expect(await staff('AssignThonTeamLeader', eventId, westLeader.userId, admin)).toEqual({
      status: 409,
      body: { message: notFranchiseTeamLeader },
    });
    const colleague = await signedInTestUser('franchisee-user', 'scope-colleague', { franchiseId: east });
    expect(await staff('AssignThonTeamLeader', eventId, colleague.userId, eastUser)).toEqual({
      status: 409,
      body: { message: notFranchiseTeamLeader },
    });
    expect(await staff('AssignThonTeamLeader', eventId, leader.userId, westUser)).toEqual({
      status: 404,
      body: { message: noSuchEvent },
    });
    expect(await api.get(`/api/events/ListThonTeamLeaders/${eventId}`, westUser.headers)).toEqual({
      status: 404,
      body: { message: noSuchEvent },
    });
    // Its organizer manages the Thon but does not choose the franchise's staff.
    expect((await staff('AssignThonTeamLeader', eventId, leader.userId, organizer)).status).toBe(403);
    expect((await staff('AssignThonTeamLeader', eventId, leader.userId, admin)).status).toBe(200);
    expect(await api.get(`/api/events/ListThonTeamLeaders/${eventId}`, eastUser.headers)).toMatchObject({
      status: 200,
      body: { TeamLeaders: [{ UserId: leader.userId }] },
    });
  });
});

describe('SetThonOrganizer', () => {
  const myThonIds = async (who: SignedInTestUser) =>
    ((await api.get('/api/events/GetMyThons', who.headers)).body as { EventId: string }[]).map(
      (thon) => thon.EventId,
    );

  it('hands a Thon to an organizer, who then finds it in My Thons and manages it', async () => {
    const { eventId } = await eastThon();
    const school = await signedInTestUser('organizer', 'scope-school');
    expect((await rename(eventId, school)).status).toBe(404);

    expect(await staff('SetThonOrganizer', eventId, school.userId, eastUser)).toMatchObject({
      status: 200,
      body: { EventId: eventId },
    });
    expect(await myThonIds(school)).toContain(eventId);
    expect((await rename(eventId, school)).status).toBe(200);

    // Handed on again: the key moves, so the first organizer's list no longer holds it.
    expect((await staff('SetThonOrganizer', eventId, otherOrganizer.userId, admin)).status).toBe(200);
    expect(await myThonIds(school)).not.toContain(eventId);
    expect(await myThonIds(otherOrganizer)).toContain(eventId);
    expect((await rename(eventId, school)).status).toBe(404);

    const entries = await api.get(`/api/audit/ListAuditEntries?FranchiseId=${east}`, admin.headers);
    expect((entries.body as { Entries: unknown[] }).Entries).toContainEqual(
      expect.objectContaining({
        Action: 'thon-organizer-changed',
        Subject: { Kind: 'thon', Id: eventId },
        Before: { organizerUserId: school.userId },
        After: { organizerUserId: otherOrganizer.userId },
      }),
    );
  });

  it('refuses a user who is not an active organizer, and another franchise answers 404', async () => {
    const { eventId } = await eastThon();
    const parent = await signedInTestUser('parent', 'scope-parent');
    expect(await staff('SetThonOrganizer', eventId, parent.userId, eastUser)).toEqual({
      status: 409,
      body: { message: notActiveOrganizer },
    });
    expect(await staff('SetThonOrganizer', eventId, randomUUID(), eastUser)).toEqual({
      status: 404,
      body: { message: noSuchUser },
    });
    expect(await staff('SetThonOrganizer', eventId, organizer.userId, westUser)).toEqual({
      status: 404,
      body: { message: noSuchEvent },
    });
    expect(await myThonIds(organizer)).not.toContain(eventId);
  });
});

describe("an organizer on another organizer's Thon", () => {
  it('gets 404 with the body of an unknown id, not 403', async () => {
    const { eventId, participantId } = await eastThon({ organizerUserId: organizer.userId });
    const unknown = randomUUID();
    expect(await rename(eventId, otherOrganizer)).toEqual(await rename(unknown, organizer));
    expect(await settings(eventId, otherOrganizer)).toEqual(await settings(unknown, organizer));
    expect(await api.get(`/api/events/GetThonRoster/${eventId}`, otherOrganizer.headers)).toEqual({
      status: 404,
      body: { message: noSuchEvent },
    });
    expect((await units(eventId, participantId, otherOrganizer)).status).toBe(404);
    expect((await rename(eventId, organizer)).status).toBe(200);
  });
});
