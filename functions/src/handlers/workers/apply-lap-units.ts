// Counted laps become units, run every minute by EventBridge Scheduler (locally by a timer, and on
// demand through the local gateway's POST /__dev/jobs/apply-lap-units).
import { lapUnitsDeps } from '../../composition/lap-units';
import { applyLapUnits, type LapUnitsRun } from '../../domain/eventday/apply-lap-units';
import { jobHandler } from '../../platform/job-handler';

/** The scheduler's event names the time it fired (`time`): the Thons running then are worked on. */
export const handler = jobHandler(
  'applyLapUnits',
  'job',
  (event?: { time?: unknown }): Promise<LapUnitsRun> => {
    const time = typeof event?.time === 'string' ? new Date(event.time) : undefined;
    return applyLapUnits(lapUnitsDeps, time && !Number.isNaN(time.getTime()) ? time : new Date());
  },
);
