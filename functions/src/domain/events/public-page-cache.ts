// Which cached public paths a change to a Thon makes stale, and only that Thon's: the event page,
// and every cached path that names one of its children (student page, guest share: each path of
// the cached list with a {participantId}). Student pages are keyed by participant, not event, so
// a Thon-wide change lists its participants (one Query) rather than invalidate a wildcard that
// would empty every Thon's student pages on the platform.
// RecordUnits invalidates nothing: on event day it runs hundreds of times an hour, and its
// figures may lag by the pages' s-maxage (60 s).
// Not here, because CloudFront does not cache them: GetPledgeOptions (answered fresh each time) and
// landing pages' children (a landing page names its event and team, never a child).
import { cachedPublicPaths, publicPagePaths } from '@thon/shared/api/public-page-paths';
import type { Cdn } from '../ports/cdn';
import type { EventRosterReads } from './ports';

/** A Thon-wide invalidation lists the Thon's participants and invalidates through the CDN. */
export interface ThonPagesDeps {
  roster: EventRosterReads;
  cdn: Cdn;
}

const eventPagePath = (eventId: string) =>
  publicPagePaths.eventPage.replace('{eventId}', encodeURIComponent(eventId));

/** The student page's path, as the event page links it. */
export const studentPagePath = (participantId: string) =>
  publicPagePaths.studentPage.replace('{participantId}', encodeURIComponent(participantId));

const participantPathTemplates = cachedPublicPaths.filter((path) => path.includes('{participantId}'));

/** Every cached public path that names the participant. */
export const participantPaths = (participantId: string): string[] =>
  participantPathTemplates.map((path) => path.replace('{participantId}', encodeURIComponent(participantId)));

/** The paths a Thon-wide change makes stale: its event page and each of its children's paths. */
export const thonPagePaths = (eventId: string, participantIds: readonly string[]): string[] => [
  eventPagePath(eventId),
  ...participantIds.flatMap(participantPaths),
];

/** After an edit or status change: the event page and its children's pages (they show the event). */
export async function invalidateThonPages({ roster, cdn }: ThonPagesDeps, eventId: string): Promise<void> {
  const participants = await roster.listParticipantsOfEvent(eventId);
  await cdn.invalidateAfterWrite(
    thonPagePaths(
      eventId,
      participants.map((participant) => participant.participantId),
    ),
  );
}

/** After a participant is hidden or shown again: the event page lists them, their pages show them. */
export function invalidateParticipantPages(cdn: Cdn, eventId: string, participantId: string): Promise<void> {
  return cdn.invalidateAfterWrite(thonPagePaths(eventId, [participantId]));
}

/** After participants join the event: its page lists them; existing student pages are unchanged. */
export function invalidateEventPage(cdn: Cdn, eventId: string): Promise<void> {
  return cdn.invalidateAfterWrite([eventPagePath(eventId)]);
}
