// Cash and checks (RecordOfflinePledge): the pledge, the donor's link, the participant's raised
// total and its credit claim in one transaction, with the event's lifecycle checked INSIDE it, so
// a Thon completed between the read and the write refuses the money instead of taking it late.
import type { EventRecord } from './events-repository';
import { eventStatusCheck } from './events-repository';
import type { NewPledge } from './pledges-repository';
import { writeNamed, type WriteOutcome } from './write-transaction';

export type OfflineWriteName = 'newPledge' | 'participantInEvent' | 'firstCredit' | 'eventOpen';

/**
 * Writes an offline pledge of `pledge.amountCents` received: only if its id is new (a retried
 * form records nothing twice), the participant is in the pledge's event, and (when `eventStatuses`
 * is given) the event's status is one of them. It never touches pledgedCents, so the participant's
 * units do not matter.
 */
export function writeOfflinePledge(input: {
  pledge: NewPledge;
  /** Absent: any status (a super admin recording after completion). */
  eventStatuses?: readonly EventRecord['status'][];
}): Promise<WriteOutcome<OfflineWriteName>> {
  const { pledge, eventStatuses } = input;
  const { pledgeId, participantId, eventId, amountCents } = pledge;
  const createdAt = new Date().toISOString();
  return writeNamed<OfflineWriteName>((entities) => ({
    newPledge: entities.pledge.create({ ...pledge, createdAt }).commit(),
    ...(pledge.donorEmail
      ? { donorLink: entities.donorPledge.put({ donorEmail: pledge.donorEmail, pledgeId, createdAt }).commit() }
      : {}),
    participantInEvent: entities.participant
      .patch({ participantId })
      .add({ raisedCents: amountCents, pledgeVersion: 1 })
      .where((participant, { eq }) => eq(participant.eventId, eventId))
      .commit(),
    firstCredit: entities.creditClaim
      .create({ idempotencyKey: pledgeId, participantId, cents: amountCents, createdAt })
      .commit(),
    ...(eventStatuses ? { eventOpen: eventStatusCheck(entities, eventId, eventStatuses) } : {}),
  }));
}
