// Events, teams and participants a test arranges for itself through the real repositories.
import { randomUUID } from 'node:crypto';

export function randomEventCode(): string {
  return `T${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
}

export async function createTestEvent(
  options: {
    status?: 'draft' | 'live' | 'completed' | 'processed';
    organizerUserId?: string;
    startDate?: string;
    endDate?: string;
    franchiseId?: string;
  } = {},
) {
  const { createEvent } = await import('../../src/data/repositories/events-repository');
  const eventId = randomUUID();
  const eventCode = randomEventCode();
  await createEvent({
    eventId,
    organizationId: randomUUID(),
    name: 'Integration Fun Run',
    eventCode,
    status: options.status ?? 'live',
    unitName: 'lap',
    startDate: options.startDate ?? '2026-01-01',
    endDate: options.endDate ?? '2026-12-31',
    timeZone: 'America/New_York',
    goal: 5000,
    organizerUserId: options.organizerUserId,
    ...(options.franchiseId === undefined ? {} : { franchiseId: options.franchiseId }),
  });
  return { eventId, eventCode };
}

export async function createTestTeam(eventId: string, options: { teacherUserId?: string } = {}) {
  const { createTeam } = await import('../../src/data/repositories/teams-repository');
  const teamId = randomUUID();
  await createTeam({ eventId, teamId, name: 'Room 12', teacherUserId: options.teacherUserId });
  return teamId;
}

export async function createTestParticipant(
  eventId: string,
  teamId: string,
  options: { userId?: string; firstName?: string; lastName?: string } = {},
) {
  const { createParticipant } = await import('../../src/data/repositories/participants-repository');
  const { generateAccessCode } = await import('../../src/domain/participants/access-codes');
  const participantId = randomUUID();
  const accessCode = generateAccessCode();
  await createParticipant({
    participantId,
    eventId,
    teamId,
    firstName: options.firstName ?? 'Kit',
    lastName: options.lastName ?? 'Quillfeather',
    goal: 350,
    accessCode,
    userId: options.userId,
  });
  return { participantId, accessCode };
}
