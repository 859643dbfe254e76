// SetPledgeMessageHidden: the event's organizer (or a super admin) hides a donor's message from the
// public pages, or shows it again; the supporter still shows by name. Someone else's pledge
// answers exactly like an unknown one. The cached student page (where supporters' messages show)
// is invalidated, so the message leaves at once.
import type { z } from 'zod';
import type {
  setPledgeMessageHiddenRequestSchema,
  setPledgeMessageHiddenResponseSchema,
} from '@thon/shared/api/schemas/pledges';
import { noSuchPledge } from '@thon/shared/catalog/messages';
import { getEvent } from '../../data/repositories/events-repository';
import { setPledgeMessageHidden as storeHidden } from '../../data/repositories/pledge-messages-repository';
import { getPledge } from '../../data/repositories/pledges-repository';
import type { Caller } from '../../platform/caller';
import { invalidateAfterWrite } from '../../platform/cdn';
import { NotFound } from '../errors';
import { studentPagePath } from '../events/public-page-cache';
import { organizes } from '../participants/entitlement';

export async function setPledgeMessageHidden(
  caller: Caller,
  request: z.infer<typeof setPledgeMessageHiddenRequestSchema>,
): Promise<z.infer<typeof setPledgeMessageHiddenResponseSchema>> {
  const pledge = await getPledge(request.PledgeId);
  const event = pledge ? await getEvent(pledge.eventId) : undefined;
  if (!pledge || !event || !organizes(caller, event)) throw new NotFound(noSuchPledge);
  if (!(await storeHidden(pledge.pledgeId, event.eventId, request.MessageHidden))) {
    throw new NotFound(noSuchPledge);
  }
  await invalidateAfterWrite([studentPagePath(pledge.participantId)]);
  return { PledgeId: pledge.pledgeId, MessageHidden: request.MessageHidden };
}
