// The pledge sweeper, run every 15 minutes by EventBridge Scheduler (locally by a timer):
// re-queues pledges not finished and closes what is settled, so the 2-hour promise holds even
// when a queue message is lost. The rules live in the domain; this only runs them and logs.
import { sweepDeps } from '../../composition/pledge-sweeping';
import type { SweepResult } from '../../domain/pledges/processing/processing-contract';
import { sweepPledges } from '../../domain/pledges/processing/sweep-pledges';
import { jobHandler } from '../../platform/job-handler';
import { logger } from '../../platform/logger';

export type Sweep = () => Promise<SweepResult>;

/** The handler, for a given sweep (the domain's, or a test's fake). */
export function sweepPledgesHandler(sweep: Sweep) {
  return async (): Promise<SweepResult> => {
    const result = await sweep();
    logger.info('Pledge sweep done', { ...result });
    return result;
  };
}

// The schedule's event carries nothing the sweep needs: it sweeps as of now.
export const handler = jobHandler(
  'sweepPledges',
  'job',
  sweepPledgesHandler(() => sweepPledges(sweepDeps)),
);
