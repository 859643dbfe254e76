// Campaign tracking: a visit to the event or student page with the landing URL's Source, Medium,
// Campaign and TemplateId. Pledges will take the visit id and copy these onto the pledge.
import type { z } from 'zod';
import type { recordVisitRequestSchema } from '@thon/shared/api/schemas/public-pages';
import { noSuchEvent, noSuchParticipant, tooManyRequests } from '@thon/shared/catalog/messages';
import { NotFound } from '../errors';
import { shownToDonors } from '../participants/public-visibility';
import { reserveAttempt, type AttemptLimitDeps } from '../auth/attempt-limits';
import type { Ids } from '../ports/ids';
import type { EventParticipantReads, EventReads, VisitWrites } from './ports';

/** The counters that limit a client address, the page's event and child, and the visit written. */
export type RecordVisitDeps = AttemptLimitDeps & {
  events: EventReads;
  participants: EventParticipantReads;
  visits: VisitWrites;
  ids: Ids;
};

/**
 * A public write, so every visit counts against the client address (600 per 15 minutes, see
 * attempt-limits): a school behind one NAT stays far below it, a script filling the table does not.
 */
export async function recordVisit(
  deps: RecordVisitDeps,
  request: z.infer<typeof recordVisitRequestSchema>,
  clientIp: string,
) {
  await reserveAttempt(deps, [`visit:${clientIp}`], tooManyRequests);
  const [event, participant] = await Promise.all([
    deps.events.getEvent(request.EventId),
    request.ParticipantId ? deps.participants.getParticipant(request.ParticipantId) : undefined,
  ]);
  if (!event || event.status === 'draft') throw new NotFound(noSuchEvent);
  // A hidden child or one awaiting approval answers like an unknown one: a visit must not confirm
  // that such a child exists.
  if (request.ParticipantId && (participant?.eventId !== event.eventId || !shownToDonors(participant))) {
    throw new NotFound(noSuchParticipant);
  }
  const visitId = deps.ids.newId();
  await deps.visits.createVisit({
    visitId,
    eventId: event.eventId,
    participantId: request.ParticipantId,
    source: request.Source || undefined,
    medium: request.Medium || undefined,
    campaign: request.Campaign || undefined,
    templateId: request.TemplateId || undefined,
  });
  return { VisitId: visitId };
}
