// The franchisee's pages: the franchise calendar (/shop/franchiseecalander), its iCalendar feed and
// the dashboard. Part of the route table (index: ../routes.ts); a handler or web feature imports
// only its area. Vendors have no franchise yet, so none of these is open to them (see
// docs/franchises.md, "Franchisee pages").
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  calendarFeedDocumentSchema,
  calendarFeedPathSchema,
  calendarFeedRequestSchema,
  createdCalendarFeedSchema,
  franchiseCalendarQuerySchema,
  franchiseCalendarSchema,
  franchiseDashboardQuerySchema,
  franchiseDashboardSchema,
  revokedCalendarFeedSchema,
} from '../schemas/franchisee';

export const franchiseeRoutes = {
  getFranchiseCalendar: defineRoute({
    name: 'GetFranchiseCalendar',
    summary:
      "A franchise's Thons running in a month or a date range (kickoff, event day, end date, school, participants): a super admin's any franchise, a franchisee's own, a vendor's served franchises",
    method: 'GET',
    path: '/api/franchisee/GetFranchiseCalendar',
    handler: 'franchisee/get-franchise-calendar',
    auth: {
      kind: 'signed-in',
      roles: ['super-admin', 'franchisee-user', 'franchisee-team-leader', 'vendor'],
    },
    table: 'read',
    request: { query: franchiseCalendarQuerySchema },
    response: franchiseCalendarSchema,
  }),
  createCalendarFeed: defineRoute({
    name: 'CreateCalendarFeed',
    summary:
      "A new iCalendar subscription URL for a franchise's Thons (its secret answered once); the franchise's previous feed stops working",
    method: 'POST',
    path: '/api/franchisee/CreateCalendarFeed',
    handler: 'franchisee/create-calendar-feed',
    auth: { kind: 'signed-in', roles: ['super-admin', 'franchisee-user'] },
    table: 'write',
    request: { body: calendarFeedRequestSchema },
    response: createdCalendarFeedSchema,
  }),
  revokeCalendarFeed: defineRoute({
    name: 'RevokeCalendarFeed',
    summary: "Stops a franchise's iCalendar feed: its URL answers 404 from now on",
    method: 'POST',
    path: '/api/franchisee/RevokeCalendarFeed',
    handler: 'franchisee/revoke-calendar-feed',
    auth: { kind: 'signed-in', roles: ['super-admin', 'franchisee-user'] },
    table: 'write',
    request: { body: calendarFeedRequestSchema },
    response: revokedCalendarFeedSchema,
  }),
  getCalendarFeed: defineRoute({
    name: 'GetCalendarFeed',
    summary:
      "The franchise's Thons as an iCalendar document (text/calendar) for a phone's calendar subscription; the secret token in the path is the only credential",
    method: 'GET',
    path: '/api/franchisee/CalendarFeed/{token}',
    handler: 'franchisee/get-calendar-feed',
    auth: { kind: 'public' },
    table: 'read',
    responseContentType: 'text/calendar',
    request: { path: calendarFeedPathSchema },
    response: calendarFeedDocumentSchema,
  }),
  getFranchiseDashboard: defineRoute({
    name: 'GetFranchiseDashboard',
    summary:
      "A franchise's Thons (upcoming, live, completed), raised and pledged, and what needs attention: a super admin's any franchise, a franchisee user's own",
    method: 'GET',
    path: '/api/franchisee/GetFranchiseDashboard',
    handler: 'franchisee/get-franchise-dashboard',
    auth: { kind: 'signed-in', roles: ['super-admin', 'franchisee-user'] },
    table: 'read',
    request: { query: franchiseDashboardQuerySchema },
    response: franchiseDashboardSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
