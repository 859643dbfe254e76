// The cached public pages' paths, apart from their route entries: the writes that make a page
// stale invalidate these paths without loading the public-pages schemas.
export const publicPagePaths = {
  eventPage: '/api/events/GetEventPage/{eventId}',
  studentPage: '/api/participants/GetStudentPage/{participantId}',
  thonPrizes: '/api/prizes/GetThonPrizes/{eventId}',
} as const;

/**
 * Every public, cacheable path of the route table, for ClearCache to invalidate without loading
 * any area's schemas (functions/test/unit/clear-cache-paths.test.ts keeps it equal to the table).
 */
export const cachedPublicPaths = [
  publicPagePaths.eventPage,
  publicPagePaths.studentPage,
  publicPagePaths.thonPrizes,
  '/api/utilities/GetReferenceLists',
  '/api/sharing/GetGuestShare/{participantId}',
  '/api/LandingPage/GetLandingPageByUrl/{url}',
  '/api/events/getjiraissuetypes',
  '/api/eventday/GetEventDayScreen/{eventCode}',
] as const;
