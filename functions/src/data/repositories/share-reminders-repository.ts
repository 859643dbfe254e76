// Events whose invitation reminders fall due on a day.
import type { EntityItem } from 'electrodb';
import type { shareReminderDueEntity } from '../entities/share-reminder-due';
import { thon } from '../thon-service';

export type ReminderDueRecord = EntityItem<typeof shareReminderDueEntity>;

/** Notes that the event's reminders fall due that day (idempotent). */
export async function noteReminderDue(dueDate: string, eventId: string): Promise<void> {
  await thon().entities.shareReminderDue.upsert({ dueDate, eventId }).go();
}

export async function listRemindersDue(dueDate: string): Promise<ReminderDueRecord[]> {
  const { data } = await thon().entities.shareReminderDue.query.byDay({ dueDate }).go({ pages: 'all' });
  return data;
}

export async function markRemindersDone(dueDate: string, eventId: string): Promise<void> {
  await thon()
    .entities.shareReminderDue.patch({ dueDate, eventId })
    .set({ doneAt: new Date().toISOString() })
    .go();
}

export async function forgetReminderDue(dueDate: string, eventId: string): Promise<void> {
  await thon().entities.shareReminderDue.delete({ dueDate, eventId }).go();
}
