// The iCalendar document of a franchise's Thons (RFC 5545, built by ical-generator): per Thon one
// all-day event on its event day and one all-day event spanning the programme (kickoff to end
// date), so a phone shows both the day to ship for and the weeks it runs. Dates are the Thons' own
// calendar days; all-day events carry no time zone, so they land on the same day everywhere.
import ical from 'ical-generator';
import type { CalendarThon } from '@thon/shared/api/schemas/franchisee';
import { addDays } from '@thon/shared/franchises/calendar-range';

const utcDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

function describe(thon: CalendarThon): string {
  return [
    `School: ${thon.OrganizationName}`,
    `Kickoff: ${thon.StartDate}`,
    `Event day: ${thon.EventDate}`,
    `End date: ${thon.EndDate}`,
    `Participants: ${thon.ParticipantCount}`,
    `Status: ${thon.Status}`,
  ].join('\n');
}

/** `stampMs`: when the document was made (DTSTAMP), from the clock port. */
export function calendarDocument(input: {
  franchiseName: string;
  thons: readonly CalendarThon[];
  stampMs: number;
}): string {
  const stamp = new Date(input.stampMs);
  const calendar = ical({
    name: `${input.franchiseName} Thons`,
    prodId: { company: 'Thon', product: 'franchise-calendar', language: 'EN' },
  });
  for (const thon of input.thons) {
    const school = thon.OrganizationName ? ` (${thon.OrganizationName})` : '';
    calendar.createEvent({
      id: `${thon.EventId}-event-day@thon`,
      allDay: true,
      start: utcDate(thon.EventDate),
      end: utcDate(addDays(thon.EventDate, 1)),
      stamp,
      summary: `Event day: ${thon.Name}${school}`,
      description: describe(thon),
    });
    calendar.createEvent({
      id: `${thon.EventId}-programme@thon`,
      allDay: true,
      start: utcDate(thon.StartDate),
      // DTEND of an all-day event is exclusive: the day after the end date.
      end: utcDate(addDays(thon.EndDate, 1)),
      stamp,
      summary: `Programme: ${thon.Name}${school}`,
      description: describe(thon),
    });
  }
  return calendar.toString();
}
