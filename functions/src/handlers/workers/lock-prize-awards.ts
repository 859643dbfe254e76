// The nightly prize lock, run every 15 minutes by EventBridge Scheduler (locally by a timer, and on
// demand through the local gateway's POST /__dev/jobs/lock-prize-awards).
import { lockDeps } from '../../composition/prize-awards';
import { lockPrizeAwards, type LockRun } from '../../domain/prize-awards/lock-night';
import { jobHandler } from '../../platform/job-handler';

/**
 * The scheduler's event names the time it fired (`time`): the lock works as of then, so a run
 * delivered late locks the night it was meant for, and a local run can lock "as of" any time.
 */
export const handler = jobHandler(
  'lockPrizeAwards',
  'job',
  (event?: { time?: unknown }): Promise<LockRun> => {
    const time = typeof event?.time === 'string' ? new Date(event.time) : undefined;
    return lockPrizeAwards(lockDeps, time && !Number.isNaN(time.getTime()) ? time : new Date());
  },
);
