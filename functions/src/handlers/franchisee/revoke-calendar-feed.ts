// POST /api/franchisee/RevokeCalendarFeed — the franchise's feed URL answers 404 from now on.
import { franchiseeRoutes } from '@thon/shared/api/routes/franchisee';
import { franchiseeDeps } from '../../composition/franchisee';
import { revokeCalendarFeed } from '../../domain/franchisee/calendar-feed';
import { api } from '../../platform/http-api';

export const handler = api(franchiseeRoutes.revokeCalendarFeed).handler(({ caller, body }) =>
  revokeCalendarFeed(franchiseeDeps, caller, body),
);
