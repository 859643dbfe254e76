// The organizer's approval queue on in-memory ports: only the event's organizer (or a super admin)
// sees and decides; another organizer's Thon and a child of another Thon answer 404, a decided
// child 409, and an approval invalidates the child's cached pages while a rejection invalidates none.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  changedAtTheSameTime,
  noSuchEvent,
  noSuchParticipantInEvent,
  participantNotAwaitingApproval,
} from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, NotFound } from '../../../src/domain/errors';
import { pendingParticipants } from '../../../src/domain/events/approval-queue';
import { approveParticipant } from '../../../src/domain/events/approve-participant';
import { rejectParticipant } from '../../../src/domain/events/reject-participant';
import { RecordingCdn } from '../../support/in-memory/cdn';
import { EventApprovals } from '../../support/in-memory/event-approvals';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const organizer: Caller = { userId: 'org1', sessionId: 's', role: 'organizer' };
const otherOrganizer: Caller = { userId: 'org2', sessionId: 's', role: 'organizer' };

let store: EventApprovals;
let cdn: RecordingCdn;
const deps = () => ({
  events: store,
  callers: new InMemoryThonScopes(),
  participants: store,
  users: store,
  approvals: store,
  cdn,
});

beforeEach(() => {
  cdn = new RecordingCdn();
  store = new EventApprovals()
    .addEvent({ eventId: 'e1', organizerUserId: 'org1' })
    .addEvent({ eventId: 'e2', organizerUserId: 'org2' })
    .addUser({ userId: 'par1', firstName: 'Pat', lastName: 'Lee', username: 'pat' })
    .addParticipant({
      participantId: 'late',
      eventId: 'e1',
      firstName: 'Zed',
      lastName: 'Lee',
      teamId: 't1',
      awaitingApproval: true,
      createdByParentId: 'par1',
      createdAt: '2026-05-02T10:00:00.000Z',
    })
    .addParticipant({
      participantId: 'early',
      eventId: 'e1',
      firstName: 'Amy',
      lastName: 'Lee',
      teamId: 't1',
      awaitingApproval: true,
      createdAt: '2026-05-01T10:00:00.000Z',
    })
    .addParticipant({
      participantId: 'school',
      eventId: 'e1',
      teamId: 't1',
      firstName: 'Sam',
      lastName: 'Oak',
    })
    .addParticipant({ participantId: 'elsewhere', eventId: 'e2', teamId: 't9', awaitingApproval: true });
});

describe('the approval queue', () => {
  it('lists waiting children oldest first with the name of the parent who added them', async () => {
    const queue = await pendingParticipants(deps(), organizer, 'e1');
    expect(queue.map((child) => [child.ParticipantId, child.AddedBy])).toEqual([
      ['early', null],
      ['late', 'Pat Lee'],
    ]);
  });

  it("answers another organizer's Thon as not found, like an unknown one", async () => {
    await expect(pendingParticipants(deps(), otherOrganizer, 'e1')).rejects.toThrow(noSuchEvent);
    await expect(pendingParticipants(deps(), organizer, 'nope')).rejects.toBeInstanceOf(NotFound);
  });
});

describe('approving and rejecting', () => {
  it('approves a waiting child and invalidates its pages', async () => {
    expect(await approveParticipant(deps(), organizer, 'e1', { ParticipantId: 'late' })).toEqual({
      ParticipantId: 'late',
    });
    expect(store.participants.get('late')?.awaitingApproval).toBe(false);
    expect(cdn.invalidated).toEqual([
      [
        '/api/events/GetEventPage/e1',
        '/api/participants/GetStudentPage/late',
        '/api/sharing/GetGuestShare/late',
      ],
    ]);
  });

  it('refuses another organizer and a child of another Thon as not found, writing nothing', async () => {
    await expect(approveParticipant(deps(), otherOrganizer, 'e1', { ParticipantId: 'late' })).rejects.toThrow(
      noSuchEvent,
    );
    await expect(rejectParticipant(deps(), organizer, 'e1', { ParticipantId: 'elsewhere' })).rejects.toThrow(
      noSuchParticipantInEvent,
    );
    expect(store.participants.get('late')?.awaitingApproval).toBe(true);
    expect(store.participants.has('elsewhere')).toBe(true);
    expect(cdn.invalidated).toEqual([]);
  });

  it('answers 409 for a child that is not waiting, and for a rejection that lost a race', async () => {
    const notWaiting = approveParticipant(deps(), organizer, 'e1', { ParticipantId: 'school' });
    await expect(notWaiting).rejects.toBeInstanceOf(Conflict);
    await expect(notWaiting).rejects.toThrow(participantNotAwaitingApproval);
    store.rejectRaces = true;
    await expect(rejectParticipant(deps(), organizer, 'e1', { ParticipantId: 'late' })).rejects.toThrow(
      changedAtTheSameTime,
    );
  });

  it('removes a rejected child and invalidates nothing (it was never public)', async () => {
    await rejectParticipant(deps(), organizer, 'e1', { ParticipantId: 'early' });
    expect(store.participants.has('early')).toBe(false);
    expect(cdn.invalidated).toEqual([]);
    await expect(
      rejectParticipant(deps(), organizer, 'e1', { ParticipantId: 'early' }),
    ).rejects.toBeInstanceOf(NotFound);
  });
});
