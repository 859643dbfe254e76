// The participant and event a share is about, read once and checked: the participant exists and
// the caller may share for them. Sending also needs the Thon live and the child's page public.
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { sharingClosed } from '@thon/shared/catalog/sharing-messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Caller } from '../caller';
import { Conflict, NotFound } from '../errors';
import { shownToDonors } from '../participants/public-visibility';
import type { ShareSubjectReads } from './ports';
import { refuseUntilApproved, shareAccess, type ShareAccess, type ShareAccessReads } from './share-access';

export interface ShareSubject {
  participant: ParticipantRecord;
  event: EventRecord;
  access: ShareAccess;
}

export type ShareSubjectDeps = {
  subjects: ShareAccessReads & Pick<ShareSubjectReads, 'getParticipant' | 'getEvent'>;
};

export async function readShareSubject(
  { subjects }: ShareSubjectDeps,
  caller: Caller,
  participantId: string,
): Promise<ShareSubject> {
  const participant = await subjects.getParticipant(participantId);
  if (!participant) throw new NotFound(noSuchParticipant);
  const event = await subjects.getEvent(participant.eventId);
  if (!event) throw new NotFound(noSuchParticipant);
  return { participant, event, access: await shareAccess(subjects, caller, participant, event) };
}

/** Invitations lead to the public page: only while the Thon is live and the page is shown. */
export function canSendFor(subject: Pick<ShareSubject, 'participant' | 'event'>): boolean {
  return subject.event.status === 'live' && shownToDonors(subject.participant);
}

export function assertCanSend(subject: ShareSubject): void {
  refuseUntilApproved(subject.participant);
  if (!canSendFor(subject)) throw new Conflict(sharingClosed);
}
