// Who may change a student's page, by the participant access rules (participants/entitlement.ts): a
// participant the caller cannot read answers exactly like an unknown one (404); one they can read
// but not change (their own page below grade 8, a class teacher's pupil) is a 403 saying so.
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { studentPageNotEditable } from '@thon/shared/catalog/student-page-messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { canWorkOnThon } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { accessTo } from '../participants/entitlement';
import { writesOwnPage } from '@thon/shared/prizes/own-page-grade';
import type { StudentPageReads } from './ports';

export interface FamilyRule {
  /** The participant's own account may write too, from grade 8 (the message, not the photo). */
  ownFromGrade8: boolean;
}

async function participantOf(reads: StudentPageReads, participantId: string): Promise<ParticipantRecord> {
  const participant = await reads.getParticipant(participantId);
  if (!participant) throw new NotFound(noSuchParticipant);
  return participant;
}

/** The participant whose page a linked parent (or, by `rule`, the participant) changes. */
export async function familyPage(
  reads: StudentPageReads,
  caller: Caller,
  participantId: string,
  rule: FamilyRule,
): Promise<ParticipantRecord> {
  const participant = await participantOf(reads, participantId);
  const access = await accessTo(reads, caller, participant);
  if (access === 'none') throw new NotFound(noSuchParticipant);
  const linkedParent = caller.role === 'parent' && access === 'keeper';
  const ownPage =
    rule.ownFromGrade8 &&
    caller.role === 'participant' &&
    participant.userId === caller.userId &&
    writesOwnPage(participant.grade);
  if (!linkedParent && !ownPage) throw new Forbidden(studentPageNotEditable);
  return participant;
}

/** The participant and its Thon, when the caller works on that Thon (else 404 as unknown). */
export async function workedOnPage(
  reads: StudentPageReads,
  caller: Caller,
  participantId: string,
): Promise<{ participant: ParticipantRecord; event: EventRecord }> {
  const participant = await reads.getParticipant(participantId);
  const found = participant ? await reads.getEvent(participant.eventId) : undefined;
  const event = await thonInScope(reads, caller, found, canWorkOnThon, noSuchParticipant);
  if (!participant) throw new NotFound(noSuchParticipant);
  return { participant, event };
}

/** A parent through the family rule, anyone else as a worker on the participant's Thon. */
export async function familyOrWorkedOnPage(
  reads: StudentPageReads,
  caller: Caller,
  participantId: string,
): Promise<ParticipantRecord> {
  if (caller.role === 'parent') return familyPage(reads, caller, participantId, { ownFromGrade8: false });
  return (await workedOnPage(reads, caller, participantId)).participant;
}
