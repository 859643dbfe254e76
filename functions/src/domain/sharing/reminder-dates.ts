// Reminder timing: invitees who have not pledged get one reminder 3 days before the
// Thon ends. Dates are calendar days (YYYY-MM-DD); the job works in UTC days, so a reminder may
// go out up to a day's hours early or late against the event's own time zone (documented).
export const reminderDaysBeforeEnd = 3;

const dayMs = 24 * 60 * 60 * 1000;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}

/** The day the event's reminders fall due. */
export const reminderDueDate = (endDate: string) => addDays(endDate, -reminderDaysBeforeEnd);

/** True once the event's end date has passed (the whole end day counts as running). */
export const eventHasEnded = (endDate: string, now: Date) => utcDay(now) > endDate;
