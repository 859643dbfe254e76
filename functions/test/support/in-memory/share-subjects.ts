// In-memory reads a share needs (domain/sharing/ports.ts ShareSubjectReads): the participants
// area's in-memory records plus the donors who pledged to each participant.
import type { ShareSubjectReads } from '../../../src/domain/sharing/ports';
import { ParticipantRecords } from './participant-records';

export class InMemoryShareSubjects extends ParticipantRecords implements ShareSubjectReads {
  readonly pledgedEmails = new Map<string, string[]>();

  addPledge(participantId: string, donorEmail: string): this {
    this.pledgedEmails.set(participantId, [...(this.pledgedEmails.get(participantId) ?? []), donorEmail]);
    return this;
  }

  listPledgesOfParticipant = (participantId: string) =>
    Promise.resolve((this.pledgedEmails.get(participantId) ?? []).map((donorEmail) => ({ donorEmail })));
}
