// Sharing fixtures: a live event with a participant and a linked parent, unique recipients, and the
// calls a Share page makes.
import { randomUUID } from 'node:crypto';
import type { ApiClient } from './api-client';
import { createPledgeEvent } from './test-pledges';
import { signedInTestUser, type SignedInTestUser } from './test-users';

export const uniqueEmail = (label = 'guest') => `${label}.${randomUUID().slice(0, 8)}@donor.org`;

/** A 10-digit US number no other test uses (never ending in 99: the emulator's opted-out numbers). */
export function uniqueMobile(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `(555) ${digits.slice(0, 3)}-${digits.slice(3, 6)}${digits.endsWith('99') ? '1' : digits.slice(6)}`;
}
export const e164 = (mobile: string) => `+1${mobile.replace(/\D/g, '').slice(-10)}`;

const dayMs = 86_400_000;
/** The calendar day (UTC) offsetDays from today. */
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);

/**
 * A Thon ending in 20 days and the moment, 17 days on, when its reminders fall due. The stack runs
 * the reminder job every 15 s on today's date, and other files run it too; a Thon due today could
 * be reminded between a test's steps (before its pledge, before its English send). One due 17 days
 * on is reminded only when a test runs the job at `dueAt()`.
 */
export const remindedLater = {
  endDate: isoDay(20),
  dueAt: () => new Date(Date.now() + 17 * dayMs),
};

export async function sharingEvent(
  options: { status?: 'draft' | 'live' | 'completed'; endDate?: string } = {},
) {
  const [organizer, parent, teacher] = await Promise.all([
    signedInTestUser('organizer', 'org'),
    signedInTestUser('parent', 'par'),
    signedInTestUser('teacher', 'teach'),
  ]);
  const event = await createPledgeEvent({
    participants: 2,
    organizerUserId: organizer.userId,
    teacherUserId: teacher.userId,
    ...options,
  });
  const { linkParticipantToParent } = await import('../../src/data/repositories/parents-repository');
  const participantId = event.participantIds[0] ?? '';
  await linkParticipantToParent(parent.userId, { participantId, eventId: event.eventId });
  return { ...event, participantId, organizer, parent, teacher };
}

export function sendEmails(
  client: ApiClient,
  user: SignedInTestUser,
  body: { ParticipantId: string; Recipients: string[]; PersonalNote?: string },
  key = randomUUID(),
) {
  return client.post('/api/sharing/SendEmailInvites', body, { ...user.headers, 'Idempotency-Key': key });
}

export function sendTexts(
  client: ApiClient,
  user: SignedInTestUser,
  body: { ParticipantId: string; Recipients: string[] },
  key = randomUUID(),
) {
  return client.post('/api/sharing/SendSmsInvites', body, { ...user.headers, 'Idempotency-Key': key });
}
