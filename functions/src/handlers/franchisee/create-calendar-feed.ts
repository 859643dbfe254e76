// POST /api/franchisee/CreateCalendarFeed — a new secret feed URL for the franchise (the old one stops).
import { franchiseeRoutes } from '@thon/shared/api/routes/franchisee';
import { franchiseeDeps } from '../../composition/franchisee';
import { createCalendarFeed } from '../../domain/franchisee/calendar-feed';
import { api } from '../../platform/http-api';

export const handler = api(franchiseeRoutes.createCalendarFeed).handler(({ caller, body }) =>
  createCalendarFeed(franchiseeDeps, caller, body),
);
