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
import type { Caller } from '../caller';
import { NotFound } from '../errors';
import { studentPagePath } from '../events/public-page-cache';
import { canManageThon } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import type { PledgePorts } from './ports';

/** The pledge and its Thon read, the message's flag written, the student page invalidated. */
export type MessageVisibilityDeps = Pick<PledgePorts, 'pledges' | 'thons' | 'messages' | 'cdn'>;

export async function setPledgeMessageHidden(
  deps: MessageVisibilityDeps,
  caller: Caller,
  request: z.infer<typeof setPledgeMessageHiddenRequestSchema>,
): Promise<z.infer<typeof setPledgeMessageHiddenResponseSchema>> {
  const pledge = await deps.pledges.getPledge(request.PledgeId);
  const found = pledge ? await deps.thons.getEvent(pledge.eventId) : undefined;
  const event = await thonInScope(deps.thons, caller, found, canManageThon, noSuchPledge);
  if (!pledge) throw new NotFound(noSuchPledge);
  if (!(await deps.messages.setPledgeMessageHidden(pledge.pledgeId, event.eventId, request.MessageHidden))) {
    throw new NotFound(noSuchPledge);
  }
  await deps.cdn.invalidateAfterWrite([studentPagePath(pledge.participantId)]);
  return { PledgeId: pledge.pledgeId, MessageHidden: request.MessageHidden };
}
