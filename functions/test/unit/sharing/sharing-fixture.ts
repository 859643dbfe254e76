// A live Thon with one approved participant, its organizer and a parent, on in-memory sharing
// ports: the starting point of the sharing rules' unit tests.
import type { Caller } from '../../../src/platform/caller';
import { inMemorySharing } from '../../support/in-memory/sharing-ports';

export const organizer: Caller = { userId: 'organizer-1', sessionId: 's-1', role: 'organizer' };
export const parent: Caller = { userId: 'parent-1', sessionId: 's-2', role: 'parent' };
export const stranger: Caller = { userId: 'parent-2', sessionId: 's-3', role: 'parent' };

export function sharingWorld() {
  const ports = inMemorySharing();
  ports.subjects
    .addEvent({
      eventId: 'event-1',
      name: 'Maple Fun Run',
      status: 'live',
      organizerUserId: organizer.userId,
      unitName: 'laps',
      minUnits: 10,
      maxUnits: 40,
      participantCount: 1,
      endDate: '2026-05-20',
      timeZone: 'America/New_York',
    })
    .addTeam({ eventId: 'event-1', teamId: 'team-1', teacherUserId: 'teacher-1', leaderUserId: 'leader-1' })
    .addParticipant({
      participantId: 'child-1',
      eventId: 'event-1',
      teamId: 'team-1',
      firstName: 'Ava',
      lastName: 'Martinez',
      userId: 'child-user-1',
      createdByParentId: parent.userId,
    })
    .addUser({ userId: parent.userId, email: 'parent@example.org' })
    .linkParent(parent.userId, 'child-1');
  return ports;
}

/** `count` distinct addresses. */
export const emails = (count: number, prefix = 'friend') =>
  Array.from({ length: count }, (_unused, index) => `${prefix}${index}@example.org`);

/** `count` distinct US mobile numbers. */
export const mobiles = (count: number) =>
  Array.from({ length: count }, (_unused, index) => `202-555-${String(1000 + index)}`);
