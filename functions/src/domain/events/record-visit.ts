// Campaign tracking: a visit to the event or student page with the landing URL's Source, Medium,
// Campaign and TemplateId. Pledges will take the visit id and copy these onto the pledge.
import type { z } from 'zod';
import type { recordVisitRequestSchema } from '@thon/shared/api/schemas/public-pages';
import { newId } from '../../platform/ids';
import { noSuchEvent, noSuchParticipant, tooManyRequests } from '@thon/shared/catalog/messages';
import { getEvent } from '../../data/repositories/events-repository';
import { getParticipant } from '../../data/repositories/participants-repository';
import { createVisit } from '../../data/repositories/visits-repository';
import { NotFound } from '../errors';
import { shownToDonors } from '../participants/public-visibility';
import { reserveAttempt } from '../auth/attempt-limits';
// Until this module takes its dependencies as an argument: the counters in the table, the time.
import { attemptWindows } from '../../data/stores/attempt-windows';
import { systemClock } from '../../platform/clock';

const attemptLimits = { attempts: attemptWindows, clock: systemClock };

/**
 * A public write, so every visit counts against the client address (600 per 15 minutes, see
 * attempt-limits): a school behind one NAT stays far below it, a script filling the table does not.
 */
export async function recordVisit(request: z.infer<typeof recordVisitRequestSchema>, clientIp: string) {
  await reserveAttempt(attemptLimits, [`visit:${clientIp}`], tooManyRequests);
  const [event, participant] = await Promise.all([
    getEvent(request.EventId),
    request.ParticipantId ? getParticipant(request.ParticipantId) : undefined,
  ]);
  if (!event || event.status === 'draft') throw new NotFound(noSuchEvent);
  // A hidden child or one awaiting approval answers like an unknown one: a visit must not confirm
  // that such a child exists.
  if (request.ParticipantId && (participant?.eventId !== event.eventId || !shownToDonors(participant))) {
    throw new NotFound(noSuchParticipant);
  }
  const visitId = newId();
  await createVisit({
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
