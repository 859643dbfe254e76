// The organizer's pledges report of a Thon (GetThonPledges): filtered by status, kind, team and
// source, a page at a time (10 by default); the CSV export asks for every pledge in one page.
import type { z } from 'zod';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import type { thonPledgesQuerySchema } from '@thon/shared/api/schemas/pledges';
import { callApi } from '@/lib/api-client';

export type ThonPledgesQuery = z.input<typeof thonPledgesQuerySchema>;

/** The most pledges one export reads (the API's largest page). */
export const exportPageSize = 10_000;

export function loadThonPledges(eventId: string, query: ThonPledgesQuery, signal?: AbortSignal) {
  return callApi(pledgeRoutes.getThonPledges, { path: { eventId }, query }, { signal });
}

export type ThonPledges = Awaited<ReturnType<typeof loadThonPledges>>;
export type ThonPledgeRow = ThonPledges['Pledges'][number];
