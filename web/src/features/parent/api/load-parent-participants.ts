// The parent's participants with what the dashboard shows for each: the list call the account
// loading plan chooses, then each child's public student page (raised, progress) and each event's
// public name. A draft event has no public page yet, so its name may be unknown.
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { callApi } from '../../../lib/api-client';
import {
  loadSignedInParticipants,
  withStudentPages,
  type ParticipantWithPage,
} from '../../../lib/load-account-participants';

export interface ParentParticipant extends ParticipantWithPage {
  eventName: string | null;
}

async function eventNames(eventIds: string[], signal?: AbortSignal): Promise<Map<string, string | null>> {
  const names = await Promise.all(
    eventIds.map((eventId) =>
      callApi(publicPageRoutes.getEventPage, { path: { eventId }, query: {} }, { signal }).then(
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
  const entries = await loadSignedInParticipants(signal);
  const [participants, names] = await Promise.all([
    withStudentPages(entries, signal),
    eventNames([...new Set(entries.map((entry) => entry.EventId))], signal),
  ]);
  return participants.map((participant) => ({
    ...participant,
    eventName: names.get(participant.entry.EventId) ?? null,
  }));
}

/** How many participants the parent has, for the add page (no per-child reads needed). */
export async function loadParentParticipantCount(signal?: AbortSignal): Promise<number> {
  return (await loadSignedInParticipants(signal)).length;
}
