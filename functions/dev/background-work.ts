// The local stack's background work, started from the jobs table as the deployment is: a queue
// poller per queue job (its queue as the template wires it), invoking the job's handler module,
// and a timer per scheduled job. Handlers load through the module loader, so edits reload as in
// the gateway.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Context, SQSBatchResponse } from 'aws-lambda';
import { backgroundJobList, type BackgroundJob } from '../src/jobs/job-table';
import { queueConsumers, scheduledFunctions } from './background-functions';
import { createModuleLoader } from './module-loader';
import { startQueuePoller, type QueuePoller } from './queue-poller';
import { startSweeperTimer, type SweeperTimer } from './sweeper-timer';
import type { CloudFormationTemplate } from './synthesize';
import type { Physical } from './template-resolution';

export interface BackgroundWorkOptions {
  template: CloudFormationTemplate;
  physical: Record<string, Physical>;
  handlersDir: string;
  /** How often scheduled functions run locally (AWS: their schedule expression). */
  scheduleIntervalMs: number;
  watchDirs?: readonly string[];
  log?: (line: string) => void;
  /** The jobs to run; the jobs table unless a test gives its own. */
  jobs?: readonly BackgroundJob[];
}

export interface BackgroundWork {
  /**
   * Runs the scheduled functions once now (each after its run in progress) and answers their
   * results: every one, or only the one whose handler module is named.
   */
  runScheduledNow(handler?: string): Promise<unknown[]>;
  /** Runs a job's handler module once with `event` (a dev job on demand: dev-jobs.ts). */
  runJob(handler: string, event: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

type Handler = (event: unknown, context: Context) => Promise<unknown>;

function lambdaContext(handler: string): Context {
  const functionName = handler.replace('/', '-');
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 60_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function startBackgroundWork(options: BackgroundWorkOptions): BackgroundWork {
  const loader = createModuleLoader({ watchDirs: options.watchDirs, log: options.log });
  const invoke = async (handler: string, event: unknown) => {
    const module = await loader.load<{ handler: Handler }>(join(options.handlersDir, `${handler}.ts`));
    return module.handler(event, lambdaContext(handler));
  };
  const jobs = options.jobs ?? backgroundJobList;
  const pollers: QueuePoller[] = queueConsumers(options.template, options.physical, jobs).map((consumer) =>
    startQueuePoller({
      ...consumer,
      invoke: (event) => invoke(consumer.handler, event) as Promise<SQSBatchResponse | undefined>,
      log: options.log,
    }),
  );
  const timers: { handler: string; timer: SweeperTimer }[] = scheduledFunctions(options.template, jobs).map(
    (scheduled) => ({
      handler: scheduled.handler,
      timer: startSweeperTimer({
        name: scheduled.handler,
        intervalMs: options.scheduleIntervalMs,
        run: () => invoke(scheduled.handler, { source: 'local.scheduler', schedule: scheduled.expression }),
        log: options.log,
      }),
    }),
  );
  return {
    runScheduledNow: (handler) => {
      const chosen = timers.filter((scheduled) => handler === undefined || scheduled.handler === handler);
      if (chosen.length === 0)
        return Promise.reject(new Error(`No scheduled function ${handler ?? ''} in the template`));
      return Promise.all(chosen.map(({ timer }) => timer.runNow()));
    },
    runJob: invoke,
    stop: async () => {
      await Promise.all([...pollers, ...timers.map(({ timer }) => timer)].map((running) => running.stop()));
      await loader.close();
    },
  };
}
