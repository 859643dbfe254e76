// Ready dependencies of RecordLaps and RecordLapsWithCode: the counter's identity and the lap
// store, DynamoDB only; the laps counted are measured.
import { lapStore } from '../data/stores/eventday-laps';
import { powertoolsBusinessMetrics } from '../platform/metrics';
import type { LapStore } from '../domain/eventday/lap-ports';
import type { RecordLapsDeps } from '../domain/eventday/record-laps';
import { systemClock } from '../platform/clock';
import { counterDeps } from './eventday-counter';

export const recordLapsDeps: RecordLapsDeps = {
  counters: counterDeps,
  laps: lapStore satisfies LapStore,
  clock: systemClock,
  metrics: powertoolsBusinessMetrics,
};
