// The table's side of the lap store (domain/eventday/lap-ports.ts).
import { findLapTokenClaim, recordLapScan, undoLapScan } from '../repositories/lap-repository';

export const lapStore = { findLapTokenClaim, recordLapScan, undoLapScan };
