// The table's side of a lap count correction (domain/eventday/correct-lap-count.ts): the tally read
// consistently, its audited write, the runner's class for the answer.
import { correctLapTally } from '../repositories/lap-corrections-repository';
import { getLapTally } from '../repositories/lap-units-repository';
import { getTeam } from '../repositories/teams-repository';

export const lapCorrectionStore = { getLapTally, correctLapTally, getTeam };
