// The participant and event a share is about, read once and checked: the participant exists and
// the caller may share for them. Sending also needs the Thon live and the child's page public.
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { sharingClosed } from '@thon/shared/catalog/sharing-messages';
import { getEvent, type EventRecord } from '../../data/repositories/events-repository';
import { getParticipant, type ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Caller } from '../../platform/caller';
import { Conflict, NotFound } from '../errors';
import { shownToDonors } from '../participants/public-visibility';
import { refuseUntilApproved, shareAccess, type ShareAccess } from './share-access';

export interface ShareSubject {
  participant: ParticipantRecord;
  event: EventRecord;
  access: ShareAccess;
}

export async function readShareSubject(caller: Caller, participantId: string): Promise<ShareSubject> {
  const participant = await getParticipant(participantId);
  if (!participant) throw new NotFound(noSuchParticipant);
  const event = await getEvent(participant.eventId);
  if (!event) throw new NotFound(noSuchParticipant);
  return { participant, event, access: await shareAccess(caller, participant, event) };
}

/** Invitations lead to the public page: only while the Thon is live and the page is shown. */
export function canSendFor(subject: Pick<ShareSubject, 'participant' | 'event'>): boolean {
  return subject.event.status === 'live' && shownToDonors(subject.participant);
}

export function assertCanSend(subject: ShareSubject): void {
  refuseUntilApproved(subject.participant);
  if (!canSendFor(subject)) throw new Conflict(sharingClosed);
}
