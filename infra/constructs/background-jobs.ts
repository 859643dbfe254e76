// Every background job of functions/src/jobs/job-table.ts, built by ApiFunction like every API
// function (Node 22 arm64, bundling, the functions' log group, own role, least-privilege grants
// from the job's `table` and `uses`), and wired to its trigger: an SQS event source with partial
// batch responses, an EventBridge Scheduler schedule (its own role), or an SNS subscription.
// A new job is a row of the table, not a construct.
import {
  backgroundJobs,
  type BackgroundJob,
  type JobName,
  type JobQueue,
  type JobTopic,
} from '@thon/functions/jobs/job-table';
import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Schedule } from 'aws-cdk-lib/aws-scheduler';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, type ApiPlatform } from './api-function';
import { scheduleFunction } from './function-schedule';

export interface BackgroundJobsProps {
  readonly platform: ApiPlatform;
  readonly queues: Readonly<Record<JobQueue, IQueue>>;
  readonly topics: Readonly<Record<JobTopic, ITopic>>;
}

/** The Kind written to a job function's metadata (read by the bench and the local tools). */
const kindOf: Record<BackgroundJob['trigger']['kind'], string> = {
  queue: 'worker',
  schedule: 'scheduled',
  topic: 'feedback',
};

/** A job's construct id: its table name, capitalised (chargePledges → ChargePledges). */
const constructId = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A job's timeout as CDK reads it (the queues' visibility timeouts are 6x their consumer's). */
export const jobTimeout = (job: BackgroundJob) => Duration.seconds(job.timeoutSeconds);

export class BackgroundJobs extends Construct {
  readonly functions: Readonly<Record<JobName, ApiFunction>>;
  readonly schedules: Readonly<Partial<Record<JobName, Schedule>>>;

  constructor(scope: Construct, id: string, props: BackgroundJobsProps) {
    super(scope, id);
    const functions: Partial<Record<JobName, ApiFunction>> = {};
    const schedules: Partial<Record<JobName, Schedule>> = {};
    for (const [name, job] of Object.entries(backgroundJobs) as [JobName, BackgroundJob][]) {
      const fn = new ApiFunction(this, constructId(name), {
        platform: props.platform,
        handler: job.handler,
        description: job.description,
        table: job.table,
        uses: job.uses,
        timeoutSeconds: job.timeoutSeconds,
        memorySize: job.memoryMb,
        metadata: { Kind: kindOf[job.trigger.kind], Handler: job.handler },
      });
      functions[name] = fn;
      const { trigger } = job;
      switch (trigger.kind) {
        case 'queue':
          fn.function.addEventSource(
            new SqsEventSource(props.queues[trigger.queue], {
              batchSize: trigger.batchSize,
              reportBatchItemFailures: true,
              maxConcurrency: trigger.maxConcurrency,
            }),
          );
          break;
        case 'schedule':
          schedules[name] = scheduleFunction(this, `${constructId(name)}Schedule`, {
            fn: fn.function,
            rate: Duration.minutes(trigger.everyMinutes),
            description: trigger.description,
            roleDescription: trigger.roleDescription,
          });
          break;
        case 'topic':
          props.topics[trigger.topic].addSubscription(new LambdaSubscription(fn.function));
          break;
      }
    }
    this.functions = functions as Record<JobName, ApiFunction>;
    this.schedules = schedules;
  }
}
