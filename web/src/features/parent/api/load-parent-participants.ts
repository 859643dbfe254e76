// The parent's participants with what the dashboard shows for each: the list call the account
// loading plan chooses, then each child's public student page (raised, progress) and each event's
// public name. A draft event has no public page yet, so its name may be unknown.
import { routes } from '@thon/shared/api/routes';
import type { ParticipantEntry } from '@thon/shared/api/schemas/participants';
import { accountLoadingPlan } from '../../../lib/account-loading-plan';
import { callApi } from '../../../lib/api-client';
import { loadCurrentSession } from '../../../lib/current-session';
import { loadAccountParticipants } from '../../../lib/load-account-participants';
import { loadStudentPageOrNull, type StudentPageData } from '../../../lib/load-student-page';

export interface ParentParticipant {
  entry: ParticipantEntry;
  page: StudentPageData | null;
  eventName: string | null;
}

async function eventNames(eventIds: string[], signal?: AbortSignal): Promise<Map<string, string | null>> {
  const names = await Promise.all(
    eventIds.map((eventId) =>
      callApi(routes.getEventPage, { path: { eventId }, query: {} }, { signal }).then(
        (event) => [eventId, event.Name] as const,
        (error: unknown) => {
          if (signal?.aborted) throw error;
          return [eventId, null] as const;
        },
      ),
    ),
  );
  return new Map(names);
}

export async function loadParentParticipants(signal?: AbortSignal): Promise<ParentParticipant[]> {
  const session = await loadCurrentSession();
  if (!session) return [];
  const entries = await loadAccountParticipants(accountLoadingPlan(session).participants, signal);
  const [pages, names] = await Promise.all([
    Promise.all(entries.map((entry) => loadStudentPageOrNull(entry.ParticipantId, signal))),
    eventNames([...new Set(entries.map((entry) => entry.EventId))], signal),
  ]);
  return entries.map((entry, index) => ({
    entry,
    page: pages[index] ?? null,
    eventName: names.get(entry.EventId) ?? null,
  }));
}

/** How many participants the parent has, for the add page (no per-child reads needed). */
export async function loadParentParticipantCount(signal?: AbortSignal): Promise<number> {
  const session = await loadCurrentSession();
  if (!session) return 0;
  return (await loadAccountParticipants(accountLoadingPlan(session).participants, signal)).length;
}
