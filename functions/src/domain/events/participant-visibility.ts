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
import { setParticipantHidden as storeHidden } from '../../data/repositories/participants-repository';
import type { Caller } from '../../platform/caller';
import { NotFound } from '../errors';
import { eventManagedBy } from './manage-thon';
import { invalidateParticipantPages } from './public-page-cache';
// Until this module takes its dependencies as an argument: CloudFront, refusals queued.
import { cloudFrontCdn } from '../../platform/cdn';

export async function setParticipantHidden(
  caller: Caller,
  eventId: string,
  request: z.infer<typeof setParticipantHiddenRequestSchema>,
): Promise<z.infer<typeof setParticipantHiddenResponseSchema>> {
  const event = await eventManagedBy(caller, eventId);
  if (!(await storeHidden(event.eventId, request.ParticipantId, request.HiddenFromPublic))) {
    throw new NotFound(noSuchParticipant);
  }
  await invalidateParticipantPages(cloudFrontCdn, event.eventId, request.ParticipantId);
  return { ParticipantId: request.ParticipantId, HiddenFromPublic: request.HiddenFromPublic };
}
