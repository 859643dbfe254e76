// What the parent pages load. The dashboard makes one call (GetParentDashboard: each child with
// its event's name, goal, raised and progress); the add page only counts the children.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import type { ParentDashboardChild } from '@thon/shared/api/schemas/participants';
import { callApi } from '@/lib/api-client';
import { loadCurrentSession } from '@/lib/current-session';
import { loadSignedInParticipants } from '@/features/participants/api/load-account-participants';

export type ParentParticipant = ParentDashboardChild;

/** The dashboard's children in one call; none for a session that is not a parent's. */
export async function loadParentParticipants(signal?: AbortSignal): Promise<ParentParticipant[]> {
  const session = await loadCurrentSession();
  if (!session || session.Role !== 'parent') return [];
  const parentId = session.ParentId ?? session.UserId;
  const answer = await callApi(
    participantRoutes.getParentDashboard,
    { path: { parentId, userId: session.UserId }, query: {} },
    { signal },
  );
  return answer.Participants;
}

/** How many participants the parent has, for the add page (no per-child reads needed). */
export async function loadParentParticipantCount(signal?: AbortSignal): Promise<number> {
  return (await loadSignedInParticipants(signal)).length;
}
