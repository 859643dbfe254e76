// What recording laps needs of the table (data/repositories/lap-repository.ts): a bib's claim, the
// lap write and the undo. The rule's decisions happen inside the write, on the tally it read.
import type {
  LapWrite,
  LapWriteOutcome,
  UndoOutcome,
  UndoWrite,
} from '../../data/repositories/lap-repository';

export type { LapWrite, LapWriteOutcome, UndoOutcome, UndoWrite };

export interface LapStore {
  /** The runner a bib's token names (undefined: never issued, or revoked). One GetItem. */
  findLapTokenClaim(lapToken: string): Promise<{ eventId: string; participantId: string } | undefined>;
  recordLapScan(write: LapWrite): Promise<LapWriteOutcome>;
  undoLapScan(undo: UndoWrite): Promise<UndoOutcome>;
}
