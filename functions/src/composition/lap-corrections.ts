// Ready dependencies of a manager's lap count correction: the Thon and its scope, the tally and its
// audited write, and the units written at once through the lap units job's path. DynamoDB only.
import { lapCorrectionStore } from '../data/stores/lap-corrections';
import { eventReads } from '../data/stores/events';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { CorrectLapCountDeps } from '../domain/eventday/correct-lap-count';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { lapUnitsDeps } from './lap-units';

export const correctLapCountDeps: CorrectLapCountDeps = {
  events: eventReads,
  callers: thonScopeReads,
  corrections: lapCorrectionStore,
  lapUnits: lapUnitsDeps,
  ids: randomIds,
  clock: systemClock,
};
