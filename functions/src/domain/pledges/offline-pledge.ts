// RecordOfflinePledge: cash or a check handed to an organizer or the class teacher, recorded with a
// reference, credited to the participant's raised total in the same transaction (once per pledge
// id: an Idempotency-Key, when sent, makes a retried form record nothing twice) and never charged.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { recordOfflinePledgeRequestSchema } from '@thon/shared/api/schemas/pledges';
import { changedAtTheSameTime, noSuchParticipant } from '@thon/shared/catalog/messages';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { defaultCommissionPercent } from '@thon/shared/catalog/donations';
import { getEvent } from '../../data/repositories/events-repository';
import { getParticipant } from '../../data/repositories/participants-repository';
import { getPledge, writeNewPledge, type NewPledge } from '../../data/repositories/pledges-repository';
import { normalizeEmail } from '../../data/repositories/users-repository';
import { backOff } from '../../data/repositories/write-transaction';
import type { Caller } from '../../platform/caller';
import { Conflict, Forbidden, NotFound, ServiceUnavailable } from '../errors';
import { isEntitledTo } from '../participants/entitlement';
import { pledgeIdOf } from './create-pledge';
import { pledgeSummaryOf } from './pledge-views';
import { pledgeTermsOf } from './pledge-terms';

type OfflineRequest = z.infer<typeof recordOfflinePledgeRequestSchema>;

export async function recordOfflinePledge(caller: Caller, request: OfflineRequest, idempotencyKey?: string) {
  let participant = await getParticipant(request.ParticipantId);
  const event = participant ? await getEvent(participant.eventId) : undefined;
  if (!participant || !event) throw new NotFound(noSuchParticipant);
  if (!(await isEntitledTo(caller, participant, event))) throw new Forbidden();
  const terms = pledgeTermsOf(event);
  const pledgeId = idempotencyKey?.trim() ? pledgeIdOf(`offline:${idempotencyKey.trim()}`) : randomUUID();
  const [firstName = '', ...rest] = request.DonorName.split(/\s+/);
  const amountCents = dollarsToCents(request.Amount);
  const pledge: NewPledge = {
    pledgeId,
    eventId: event.eventId,
    participantId: participant.participantId,
    teamId: participant.teamId,
    kind: 'offline',
    status: 'Offline',
    amountCents,
    donorFirstName: firstName,
    donorLastName: rest.join(' '),
    donorEmail: request.DonorEmail ? normalizeEmail(request.DonorEmail) : '',
    ...(request.Message ? { message: request.Message } : {}),
    anonymous: request.Anonymous,
    coverExpense: false,
    commissionPercent: event.commissionPercent ?? defaultCommissionPercent,
    offlineMethod: request.Method === 'Cash' ? 'cash' : 'check',
    ...(request.Reference ? { offlineReference: request.Reference } : {}),
    recordedByUserId: caller.userId,
  };
  for (let round = 0; round < 6; round += 1) {
    const outcome = await writeNewPledge({
      pledge,
      unitsRead: participant.units,
      estimateCents: 0,
      raisedCents: amountCents,
    });
    if (outcome.written || outcome.refused.has('newPledge') || outcome.refused.has('firstCredit')) {
      const stored = await getPledge(pledgeId);
      if (!stored) throw new Conflict(changedAtTheSameTime);
      return pledgeSummaryOf(stored, participant.units ?? 0, terms.maxUnits, { revealAnonymous: true });
    }
    const fresh = await getParticipant(participant.participantId);
    if (!fresh || fresh.eventId !== event.eventId) throw new NotFound(noSuchParticipant);
    participant = fresh;
    await backOff(round);
  }
  throw new ServiceUnavailable(changedAtTheSameTime);
}
