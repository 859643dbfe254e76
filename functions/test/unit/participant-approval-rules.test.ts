// The approval rules without the emulator: a child waiting for the organizer's approval is shown
// to no donor (runner list, and every public answer through shownToDonors) and sends no invitation;
// an approved child and a child of the school are shown as before.
import { describe, expect, it } from 'vitest';
import { participantAwaitsApproval } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../src/data/repositories/events-repository';
import type { ParticipantRecord } from '../../src/data/repositories/participants-repository';
import { eventPageOf } from '../../src/domain/events/public-pages';
import { shownToDonors } from '../../src/domain/participants/public-visibility';
import { refuseUntilApproved } from '../../src/domain/sharing/share-access';
import { canSendFor } from '../../src/domain/sharing/share-subject';

const event = {
  eventId: 'e1',
  eventCode: 'LINCOLN26',
  name: 'Lincoln Fun Run',
  status: 'live',
  unitName: 'lap',
  goal: 1000,
  organizationName: 'Lincoln',
} as EventRecord;
const child = (participantId: string, extra: Partial<ParticipantRecord> = {}) =>
  ({
    participantId,
    eventId: 'e1',
    teamId: 't1',
    firstName: 'Zoë',
    lastName: 'Li',
    ...extra,
  }) as ParticipantRecord;

describe('a child waiting for approval', () => {
  it('is shown to no donor; a hidden child neither; others are', () => {
    expect(shownToDonors(child('a', { awaitingApproval: true }))).toBe(false);
    expect(shownToDonors(child('h', { hiddenFromPublic: true }))).toBe(false);
    expect(shownToDonors(child('s'))).toBe(true);
    expect(shownToDonors(child('f', { awaitingApproval: false, hiddenFromPublic: false }))).toBe(true);
  });

  it('is left off the runner list', () => {
    const page = eventPageOf(event, [], [child('p1'), child('p2', { awaitingApproval: true })], true);
    expect(page.Participants.map((runner) => runner.ParticipantId)).toEqual(['p1']);
  });

  it('sends no invitation, with its own message, even in a live Thon', () => {
    const waiting = child('p2', { awaitingApproval: true });
    expect(canSendFor({ participant: waiting, event })).toBe(false);
    expect(() => refuseUntilApproved(waiting)).toThrow(participantAwaitsApproval);
    expect(canSendFor({ participant: child('p1'), event })).toBe(true);
    expect(() => refuseUntilApproved(child('p1'))).not.toThrow();
  });
});
