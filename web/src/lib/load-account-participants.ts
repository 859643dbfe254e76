// Makes the participant call accountLoadingPlan chose (spec section 6): none for a super admin,
// GetParticipantsByParent for a parent, else GetParticipantsByUserId.
import { routes } from '@thon/shared/api/routes';
import type { ParticipantEntry } from '@thon/shared/api/schemas/participants';
import type { ParticipantListCall } from './account-loading-plan';
import { callApi } from './api-client';

export function loadAccountParticipants(
  call: ParticipantListCall,
  signal?: AbortSignal,
): Promise<ParticipantEntry[]> {
  switch (call.kind) {
    case 'none':
      return Promise.resolve([]);
    case 'by-parent':
      return callApi(
        routes.getParticipantsByParent,
        { path: { parentId: call.parentId, userId: call.userId }, query: {} },
        { signal },
      );
    case 'by-user-id':
      return callApi(
        routes.getParticipantsByUserId,
        { path: { userId: call.userId }, query: {} },
        { signal },
      );
  }
}
