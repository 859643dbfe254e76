// The organizer hides a participant from the public pages (a family asked, a custody order, ...)
// or shows them again, in any status of the Thon: privacy never locks. Only the event's organizer
// or a super admin; a participant of another event is not found here. The cached event page and
// the participant's page are invalidated, so the change shows at once.
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import type { z } from 'zod';
import type {
  setParticipantHiddenRequestSchema,
  setParticipantHiddenResponseSchema,
} from '@thon/shared/api/schemas/events';
import type { Caller } from '../caller';
import { NotFound } from '../errors';
import type { Cdn } from '../ports/cdn';
import type { ThonScopeReads } from '../access/caller-scope';
import { canWorkOnThon } from '../access/scope';
import { managedEvent } from './managed-event';
import type { EventReads, VisibilityStore } from './ports';
import { invalidateParticipantPages } from './public-page-cache';

export interface ParticipantVisibilityDeps {
  events: EventReads;
  callers: ThonScopeReads;
  visibility: VisibilityStore;
  cdn: Cdn;
}

export async function setParticipantHidden(
  deps: ParticipantVisibilityDeps,
  caller: Caller,
  eventId: string,
  request: z.infer<typeof setParticipantHiddenRequestSchema>,
): Promise<z.infer<typeof setParticipantHiddenResponseSchema>> {
  const event = await managedEvent(deps, caller, eventId, canWorkOnThon);
  if (
    !(await deps.visibility.setParticipantHidden(
      event.eventId,
      request.ParticipantId,
      request.HiddenFromPublic,
    ))
  ) {
    throw new NotFound(noSuchParticipant);
  }
  await invalidateParticipantPages(deps.cdn, event.eventId, request.ParticipantId);
  return { ParticipantId: request.ParticipantId, HiddenFromPublic: request.HiddenFromPublic };
}
