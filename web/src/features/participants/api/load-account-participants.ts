// Makes the participant call accountLoadingPlan chose (spec section 6): none for a super admin,
// GetParticipantsByParent for a parent, else GetParticipantsByUserId; then, where a page shows
// figures, each participant's public student page.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import type { ParticipantEntry } from '@thon/shared/api/schemas/participants';
import { accountLoadingPlan, type ParticipantListCall } from '@/lib/account-loading-plan';
import { callApi } from '@/lib/api-client';
import { loadCurrentSession } from '@/lib/current-session';
import { loadStudentPageOrNull, type StudentPageData } from './load-student-page';

export function loadAccountParticipants(
  call: ParticipantListCall,
  signal?: AbortSignal,
): Promise<ParticipantEntry[]> {
  switch (call.kind) {
    case 'none':
      return Promise.resolve([]);
    case 'by-parent':
      return callApi(
        participantRoutes.getParticipantsByParent,
        { path: { parentId: call.parentId, userId: call.userId }, query: {} },
        { signal },
      );
    case 'by-user-id':
      return callApi(
        participantRoutes.getParticipantsByUserId,
        { path: { userId: call.userId }, query: {} },
        { signal },
      );
  }
}

/** The signed-in user's participants, by the call accountLoadingPlan chooses; none without a session. */
export async function loadSignedInParticipants(signal?: AbortSignal): Promise<ParticipantEntry[]> {
  const session = await loadCurrentSession();
  if (!session) return [];
  return loadAccountParticipants(accountLoadingPlan(session).participants, signal);
}

export interface ParticipantWithPage {
  entry: ParticipantEntry;
  /** The public student page (raised, progress, units); null when it cannot be read. */
  page: StudentPageData | null;
}

/** Each participant with its public student page, read in parallel. */
export async function withStudentPages(
  entries: readonly ParticipantEntry[],
  signal?: AbortSignal,
): Promise<ParticipantWithPage[]> {
  const pages = await Promise.all(entries.map((entry) => loadStudentPageOrNull(entry.ParticipantId, signal)));
  return entries.map((entry, index) => ({ entry, page: pages[index] ?? null }));
}
