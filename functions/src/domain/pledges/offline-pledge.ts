// RecordOfflinePledge: cash or a check handed to an organizer or the class teacher, recorded with a
// reference, credited to the participant's raised total in the same transaction (once per pledge
// id: an Idempotency-Key, when sent, makes a retried form record nothing twice) and never charged.
// Who: the event's organizer, the class teacher of the participant's own team, a super admin;
// anyone else is told the participant does not exist (404), as for another tenant's ids. When:
// while the Thon is draft or live (checked inside the write); once completed its money is being
// settled, so only a super admin may still add cash or a check that arrived late.
import type { z } from 'zod';
import type { recordOfflinePledgeRequestSchema } from '@thon/shared/api/schemas/pledges';
import {
  changedAtTheSameTime,
  noSuchParticipant,
  offlinePledgeAfterCompletion,
} from '@thon/shared/catalog/messages';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { NewPledge } from '../../data/repositories/pledges-repository';
import { normalizeEmail } from '@thon/shared/sharing/recipients';
import { backOff } from '../back-off';
import type { Caller } from '../caller';
import { Conflict, NotFound, ServiceUnavailable } from '../errors';
import { scopedCaller } from '../access/caller-scope';
import { canWorkOnThon } from '../access/scope';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import { pledgeIdOf } from './create-pledge';
import { pledgeSummaryOf } from './pledge-views';
import { franchiseDefaultPercentOf } from './franchise-commission';
import { pledgeTermsOf } from './pledge-terms';
import type { PledgePorts } from './ports';

/**
 * The participant, Thon and franchise (its default commission) read, the team (a teacher's), the
 * one write, and a new id without a key.
 */
export type OfflinePledgeDeps = Pick<
  PledgePorts,
  'thons' | 'franchises' | 'pledges' | 'offline' | 'ids' | 'metrics'
>;
import { storedOfflineMethodOf } from './pledge-wire';

type OfflineRequest = z.infer<typeof recordOfflinePledgeRequestSchema>;

/** The Thon's statuses in which organizers and teachers record cash and checks. */
export const offlineOpenStatuses: readonly EventRecord['status'][] = ['draft', 'live'];

/**
 * Whoever may do the Thon's event-day work (its organizer, a super admin, a franchisee user of its
 * franchise, an assigned franchisee team leader, a test user on a test Thon), or the participant's
 * class teacher (one read at most).
 */
async function mayRecordFor(
  deps: Pick<OfflinePledgeDeps, 'offline' | 'thons'>,
  caller: Caller,
  participant: ParticipantRecord,
  event: EventRecord,
) {
  if (caller.role !== 'teacher') return canWorkOnThon(await scopedCaller(deps.thons, caller), event);
  return (await deps.offline.getTeam(event.eventId, participant.teamId))?.teacherUserId === caller.userId;
}

export async function recordOfflinePledge(
  deps: OfflinePledgeDeps,
  caller: Caller,
  request: OfflineRequest,
  idempotencyKey?: string,
) {
  const participant = await deps.thons.getParticipant(request.ParticipantId);
  const event = participant ? await deps.thons.getEvent(participant.eventId) : undefined;
  if (!participant || !event || !(await mayRecordFor(deps, caller, participant, event))) {
    throw new NotFound(noSuchParticipant);
  }
  const lateAllowed = caller.role === 'super-admin';
  if (!lateAllowed && !offlineOpenStatuses.includes(event.status)) {
    throw new Conflict(offlinePledgeAfterCompletion);
  }
  const terms = pledgeTermsOf(event, await franchiseDefaultPercentOf(deps.franchises, event));
  const pledgeId = idempotencyKey?.trim() ? pledgeIdOf(`offline:${idempotencyKey.trim()}`) : deps.ids.newId();
  const [firstName = '', ...rest] = request.DonorName.split(/\s+/);
  const pledge: NewPledge = {
    pledgeId,
    eventId: event.eventId,
    participantId: participant.participantId,
    teamId: participant.teamId,
    kind: 'offline',
    status: 'Offline',
    amountCents: dollarsToCents(request.Amount),
    donorFirstName: firstName,
    donorLastName: rest.join(' '),
    donorEmail: request.DonorEmail ? normalizeEmail(request.DonorEmail) : '',
    ...(request.Message ? { message: request.Message } : {}),
    anonymous: request.Anonymous,
    coverExpense: false,
    commissionPercent: terms.commissionPercent,
    offlineMethod: storedOfflineMethodOf[request.Method],
    ...(request.Reference ? { offlineReference: request.Reference } : {}),
    recordedByUserId: caller.userId,
  };
  for (let round = 0; round < 6; round += 1) {
    const outcome = await deps.offline.writeOfflinePledge({
      pledge,
      ...(lateAllowed ? {} : { eventStatuses: offlineOpenStatuses }),
    });
    const refused = outcome.written ? new Set<string>() : outcome.refused;
    // Cash and checks are one amount each, a flat gift to the catalog's kinds; counted by the write
    // that recorded it, never by the second request with its key.
    if (outcome.written) deps.metrics.count(businessMetrics.pledgesCreated, { split: 'Flat' });
    // Written now, or by the first of two requests with this key: answer what is stored.
    if (outcome.written || refused.has('newPledge') || refused.has('firstCredit')) {
      const stored = await deps.pledges.getPledge(pledgeId);
      if (!stored) throw new Conflict(changedAtTheSameTime);
      return pledgeSummaryOf(stored, participant.units ?? 0, terms.maxUnits, { revealAnonymous: true });
    }
    // Completed between the read and the write: the money is not taken late.
    if (refused.has('eventOpen')) throw new Conflict(offlinePledgeAfterCompletion);
    // Moved to another event (or removed) meanwhile.
    if (refused.has('participantInEvent')) throw new NotFound(noSuchParticipant);
    // Cancelled by a concurrent transaction on the same items: try again.
    await backOff(round);
  }
  throw new ServiceUnavailable(changedAtTheSameTime);
}
