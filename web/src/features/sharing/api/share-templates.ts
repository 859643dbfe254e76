// The event's share templates: read with our defaults, placeholders and sample values,
// and saved (GetEventTemplates, UpdateEventTemplates).
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import type { ShareTemplates } from '@thon/shared/sharing/share-templates';
import { callApi } from '@/lib/api-client';

export function loadEventTemplates(eventId: string, signal?: AbortSignal) {
  return callApi(sharingRoutes.getEventTemplates, { path: { eventId }, query: {} }, { signal });
}

export type EventTemplates = Awaited<ReturnType<typeof loadEventTemplates>>;

export function saveEventTemplates(eventId: string, templates: ShareTemplates) {
  return callApi(sharingRoutes.updateEventTemplates, { path: { eventId }, body: templates, query: {} });
}
