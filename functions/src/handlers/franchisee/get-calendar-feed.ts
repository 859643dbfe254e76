// GET /api/franchisee/CalendarFeed/{token} — the public iCalendar feed (text/calendar); the token is the credential.
import { franchiseeRoutes } from '@thon/shared/api/routes/franchisee';
import { franchiseeDeps } from '../../composition/franchisee';
import { calendarFeedDocument } from '../../domain/franchisee/calendar-feed';
import { api } from '../../platform/http-api';

export const handler = api(franchiseeRoutes.getCalendarFeed).handler(({ path }) =>
  calendarFeedDocument(franchiseeDeps, path.token),
);
