// The cached public pages' paths, apart from their route entries: the writes that make a page
// stale invalidate these paths without loading the public-pages schemas.
export const publicPagePaths = {
  eventPage: '/api/events/GetEventPage/{eventId}',
  studentPage: '/api/participants/GetStudentPage/{participantId}',
} as const;
