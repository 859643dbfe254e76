// One Thon in the console: its facts (the organizer page's GetThonRoster, which answers 404 for a
// Thon out of the caller's reach, then its console row, found by its organization and start date
// so one short page holds it), its franchisee team leaders, its organizer hand-off, its test mark
// and a test Thon's outbox. Typed from the shared route table.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import type { thonSchema } from '@thon/shared/api/schemas/events';
import type { testOutboxSchema, thonTestMarkSchema } from '@thon/shared/api/schemas/thon-test';
import type { thonTeamLeadersSchema } from '@thon/shared/api/schemas/thon-staff';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { listConsoleThons, type ConsoleThon } from './console-thon-calls';

export type Thon = z.infer<typeof thonSchema>;
export type ThonTeamLeaders = z.infer<typeof thonTeamLeadersSchema>;
export type TestOutbox = z.infer<typeof testOutboxSchema>;
export type ThonTestMark = z.infer<typeof thonTestMarkSchema>;

/** Pages of the console list read at most while looking for the Thon's row (same day, same school). */
const maxRowPages = 5;

export async function getThon(eventId: string, signal?: AbortSignal): Promise<Thon> {
  const roster = await callApi(eventRoutes.getThonRoster, { path: { eventId }, query: {} }, { signal });
  return roster.Thon;
}

/** The Thon's console row (franchise, test mark, participants); undefined if the list lacks it. */
export async function findConsoleRow(thon: Thon, signal?: AbortSignal): Promise<ConsoleThon | undefined> {
  const filters = { organizationId: thon.OrganizationId, fromDate: thon.StartDate, toDate: thon.StartDate };
  let cursor: string | undefined;
  for (let read = 0; read < maxRowPages; read += 1) {
    const page = await listConsoleThons(filters, cursor, signal);
    const row = page.Thons.find((candidate) => candidate.EventId === thon.EventId);
    if (row || !page.NextCursor) return row;
    cursor = page.NextCursor;
  }
  return undefined;
}

export function listThonTeamLeaders(eventId: string, signal?: AbortSignal): Promise<ThonTeamLeaders> {
  return callApi(eventRoutes.listThonTeamLeaders, { path: { eventId }, query: {} }, { signal });
}

export function assignThonTeamLeader(eventId: string, userId: string): Promise<ThonTeamLeaders> {
  return callApi(eventRoutes.assignThonTeamLeader, { body: { EventId: eventId, UserId: userId } });
}

export function removeThonTeamLeader(eventId: string, userId: string): Promise<ThonTeamLeaders> {
  return callApi(eventRoutes.removeThonTeamLeader, { body: { EventId: eventId, UserId: userId } });
}

export function setThonOrganizer(eventId: string, userId: string): Promise<Thon> {
  return callApi(eventRoutes.setThonOrganizer, { body: { EventId: eventId, UserId: userId } });
}

export function setThonTest(eventId: string, isTest: boolean): Promise<ThonTestMark> {
  return callApi(eventRoutes.setThonTest, { body: { EventId: eventId, IsTest: isTest } });
}

export function getTestOutbox(eventId: string, signal?: AbortSignal): Promise<TestOutbox> {
  return callApi(sharingRoutes.getTestOutbox, { path: { eventId }, query: {} }, { signal });
}
