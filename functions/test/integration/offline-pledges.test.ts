// RecordOfflinePledge over HTTP against the emulator: who may record cash or a check (the event's
// organizer, the participant's own class teacher, a super admin; anyone else is answered 404 as
// for another tenant's ids) and when (draft or live; after completion only a super admin).
import { beforeAll, describe, expect, it } from 'vitest';
import { offlinePledgeAfterCompletion } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestTeam } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';
import { createPledgeEvent } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

let organizer: SignedInTestUser;
let classTeacher: SignedInTestUser;
let otherTeacher: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let superAdmin: SignedInTestUser;
beforeAll(async () => {
  [organizer, classTeacher, otherTeacher, otherOrganizer, superAdmin] = await Promise.all([
    signedInTestUser('organizer', 'cash-org'),
    signedInTestUser('teacher', 'cash-teach'),
    signedInTestUser('teacher', 'cash-other'),
    signedInTestUser('organizer', 'cash-stranger'),
    signedInTestUser('super-admin', 'cash-admin'),
  ]);
});

const cash = (participantId: string, amount: number) => ({
  ParticipantId: participantId,
  Amount: amount,
  Method: 'Cash',
  DonorName: 'Grandpa Joe',
});

const record = (body: unknown, user: SignedInTestUser) =>
  client().post('/api/pledges/RecordOfflinePledge', body, user.headers);

async function raisedCents(participantId: string) {
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  return (await getParticipant(participantId))?.raisedCents ?? 0;
}

/** A live Thon: the participant in the class teacher's team, another team with another teacher. */
async function thon() {
  const event = await createPledgeEvent({
    organizerUserId: organizer.userId,
    teacherUserId: classTeacher.userId,
  });
  await createTestTeam(event.eventId, { teacherUserId: otherTeacher.userId });
  return { ...event, participantId: event.participantIds[0] ?? '' };
}

describe('POST /api/pledges/RecordOfflinePledge', () => {
  it("is the organizer's and the class teacher's; another class's teacher or another Thon's organizer gets 404", async () => {
    const { participantId } = await thon();
    expect(await record(cash(participantId, 10), organizer)).toMatchObject({ status: 200 });
    expect(await record(cash(participantId, 5), classTeacher)).toMatchObject({ status: 200 });
    for (const stranger of [otherTeacher, otherOrganizer]) {
      expect(await record(cash(participantId, 7), stranger)).toMatchObject({ status: 404 });
    }
    expect(await raisedCents(participantId)).toBe(1500);
  });

  it('is refused with 409 once the Thon has completed, nothing written, unless a super admin records it', async () => {
    const event = await thon();
    const { changeEventStatus } = await import('../../src/data/repositories/events-repository');
    expect(await changeEventStatus(event.eventId, 'live', 'completed')).toBe(true);
    for (const user of [organizer, classTeacher]) {
      expect(await record(cash(event.participantId, 10), user)).toMatchObject({
        status: 409,
        body: { message: offlinePledgeAfterCompletion },
      });
    }
    expect(await raisedCents(event.participantId)).toBe(0);
    expect(await record(cash(event.participantId, 12), superAdmin)).toMatchObject({
      status: 200,
      body: { Kind: 'Offline', Amount: 12 },
    });
    expect(await raisedCents(event.participantId)).toBe(1200);
  });

  it('refuses cash recorded by a write that a completion overtook (the lifecycle is checked inside the write)', async () => {
    const event = await thon();
    const { writeOfflinePledge } = await import('../../src/data/repositories/offline-pledges-repository');
    const { offlineOpenStatuses } = await import('../../src/domain/pledges/offline-pledge');
    const { changeEventStatus } = await import('../../src/data/repositories/events-repository');
    // The organizer's request read a live Thon; the Thon completed before its write.
    expect(await changeEventStatus(event.eventId, 'live', 'completed')).toBe(true);
    const outcome = await writeOfflinePledge({
      pledge: {
        pledgeId: `offline-${event.eventId}`,
        eventId: event.eventId,
        participantId: event.participantId,
        teamId: event.teamId,
        kind: 'offline',
        status: 'Offline',
        amountCents: 1000,
        donorFirstName: 'Grandpa',
        donorLastName: 'Joe',
        donorEmail: '',
        anonymous: false,
        coverExpense: false,
        commissionPercent: 10,
        offlineMethod: 'cash',
        recordedByUserId: organizer.userId,
      },
      eventStatuses: offlineOpenStatuses,
    });
    expect(outcome).toEqual({ written: false, refused: new Set(['eventOpen']) });
    expect(await raisedCents(event.participantId)).toBe(0);
  });
});
