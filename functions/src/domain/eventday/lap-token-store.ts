// What issuing and revoking bibs read and write (data/stores/eventday-bibs.ts implements it).
import type { EventRecord } from '../../data/repositories/events-repository';
import type { LapTallyRecord } from '../../data/repositories/lap-tokens-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { WriteOutcome } from '../../data/repositories/write-transaction';
import type { ThonScopeReads } from '../access/caller-scope';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { RandomText } from '../ports/random-text';

export interface LapTokenStore {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  listTeamsOfEvent(eventId: string): Promise<TeamRecord[]>;
  listTeamsOfTeacher(teacherUserId: string): Promise<TeamRecord[]>;
  listParticipantsOfEvent(eventId: string): Promise<ParticipantRecord[]>;
  getParticipant(participantId: string): Promise<ParticipantRecord | undefined>;
  listLapTallies(eventId: string): Promise<LapTallyRecord[]>;
  getLapTally(eventId: string, participantId: string): Promise<LapTallyRecord | undefined>;
  issueLapToken(tally: LapTallyRecord): Promise<WriteOutcome<'tally' | 'claim'>>;
  /** The Thon has bibs (the units job's list of Thons to read): set once, before the first tally. */
  markLapTokensIssued(eventId: string, at: string): Promise<void>;
  refreshLapTally(input: {
    eventId: string;
    participantId: string;
    teamId: string;
    firstName: string;
    lastInitial: string;
    version: number;
  }): Promise<boolean>;
  replaceLapToken(input: {
    eventId: string;
    participantId: string;
    oldToken: string;
    newToken: string;
    issuedAt: string;
    audit: AuditEntryRecord;
  }): Promise<WriteOutcome<'oldClaim' | 'newClaim' | 'tally' | 'audit'>>;
}

export interface LapTokenDeps {
  store: LapTokenStore;
  callers: ThonScopeReads;
  clock: Clock;
  ids: Ids;
  random: RandomText;
  /** Waits before retrying a write cancelled by a concurrent one (round 0, 1, ...). */
  backOff(round: number): Promise<void>;
}
