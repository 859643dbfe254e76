// Donor-facing public reads and visits: the event code, the event and student pages.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { publicPagePaths } from '../public-page-paths';
import { defineRoute, type AnyRoute } from '../route-definition';
import { eventCodeRequestSchema, eventCodeResponseSchema } from '../schemas/event-code';
import { nearbyEventsResponseSchema } from '../schemas/nearby-events';
import {
  eventPagePathSchema,
  eventPageSchema,
  recordVisitRequestSchema,
  recordVisitResponseSchema,
  studentPagePathSchema,
  studentPageSchema,
} from '../schemas/public-pages';
import { noQuery, publicPageCache } from './route-defaults';

export const publicPageRoutes = {
  eventCode: defineRoute({
    name: 'EventCode',
    summary: 'Find the event a donor-facing event code belongs to',
    method: 'POST',
    path: '/api/EventCode',
    handler: 'events/find-event-by-code',
    auth: { kind: 'public' },
    table: 'read',
    request: { body: eventCodeRequestSchema },
    response: eventCodeResponseSchema,
  }),
  // Not cached: the answer depends on where the viewer is (CloudFront's location headers).
  getNearbyEvents: defineRoute({
    name: 'GetNearbyEvents',
    summary: 'The live public Thons within 50 miles of the viewer, nearest first (none when unknown)',
    method: 'GET',
    path: '/api/events/GetNearbyEvents',
    handler: 'events/get-nearby-events',
    auth: { kind: 'public' },
    table: 'read',
    request: noQuery,
    response: nearbyEventsResponseSchema,
  }),

  // Public reads for donors: cacheable at CloudFront; a write shows within s-maxage (60 s).
  getEventPage: defineRoute({
    name: 'GetEventPage',
    summary: 'The donor event page: totals, participants (first name + last initial), top 4 teams',
    method: 'GET',
    path: publicPagePaths.eventPage,
    handler: 'events/get-event-page',
    auth: { kind: 'public' },
    table: 'read',
    cache: publicPageCache,
    request: { path: eventPagePathSchema, ...noQuery },
    response: eventPageSchema,
  }),
  getStudentPage: defineRoute({
    name: 'GetStudentPage',
    summary: "A student's public page: first name + last initial, goal, raised, progress, units",
    method: 'GET',
    path: publicPagePaths.studentPage,
    handler: 'participants/get-student-page',
    auth: { kind: 'public' },
    table: 'read',
    cache: publicPageCache,
    request: { path: studentPagePathSchema, ...noQuery },
    response: studentPageSchema,
  }),
  recordVisit: defineRoute({
    name: 'RecordVisit',
    summary:
      'Record a visit to a public page with its campaign tracking (Source, Medium, Campaign, TemplateId)',
    method: 'POST',
    path: '/api/events/RecordVisit',
    handler: 'events/record-visit',
    auth: { kind: 'public' },
    table: 'write',
    request: { body: recordVisitRequestSchema },
    response: recordVisitResponseSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
