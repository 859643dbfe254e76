// Which cached public paths a change to a Thon makes stale. The event page is one path per event.
// Student pages are keyed by participant, not event, so one wildcard covers them (CloudFront
// counts a wildcard as one path; listing 600 participants would need a Query and 600 paths).
// RecordUnits invalidates nothing: on event day it runs hundreds of times an hour, and its
// figures may lag by the pages' s-maxage (60 s).
import { publicPagePaths } from '@thon/shared/api/public-page-paths';
import { invalidateAfterWrite } from '../../platform/cdn';

const eventPagePath = (eventId: string) =>
  publicPagePaths.eventPage.replace('{eventId}', encodeURIComponent(eventId));

/** The student page's path, as the event page links it. */
export const studentPagePath = (participantId: string) =>
  publicPagePaths.studentPage.replace('{participantId}', encodeURIComponent(participantId));

const studentPagesPath = publicPagePaths.studentPage.replace('{participantId}', '*');

/** After an edit or status change: the event page and the student pages (they show the event). */
export function invalidateThonPages(eventId: string): Promise<void> {
  return invalidateAfterWrite([eventPagePath(eventId), studentPagesPath]);
}

/** After a participant is hidden or shown again: the event page lists them, their page shows them. */
export function invalidateParticipantPages(eventId: string, participantId: string): Promise<void> {
  return invalidateAfterWrite([eventPagePath(eventId), studentPagePath(participantId)]);
}

/** After participants join the event: its page lists them; existing student pages are unchanged. */
export function invalidateEventPage(eventId: string): Promise<void> {
  return invalidateAfterWrite([eventPagePath(eventId)]);
}
