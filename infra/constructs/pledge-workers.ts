// The two background functions of pledge processing, built by ApiFunction like every
// API function (Node 22 arm64, bundling, own log group and role, least-privilege grants):
// - the worker, fed by the pledge-charges queue (an SQS event source with partial batch responses);
// - the sweeper, run every 15 minutes by EventBridge Scheduler, which re-queues what is not settled.
import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Schedule } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { scheduleFunction } from './function-schedule';
import { ApiFunction, type ApiPlatform, type FunctionGrant } from './api-function';
import type { TableAccess } from '@thon/shared/api/route-definition';

export interface WorkerDefinition {
  /** Handler module under functions/src/handlers. */
  readonly handler: string;
  readonly description: string;
  readonly table: TableAccess;
  readonly uses: readonly FunctionGrant[];
  readonly timeout: Duration;
}

/** The workers' handlers and grants; the grants tests compare them with what each bundle reaches. */
export const pledgeWorkers = {
  // Charges a pledge (payment provider), writes its state and the credit, emails the donor.
  chargePledges: {
    handler: 'workers/charge-pledges',
    description: 'Pledge charges worker (SQS)',
    table: 'write',
    uses: ['payment-provider', 'email'],
    // Ten pledges one after another, each a few DynamoDB requests, one or two provider calls and
    // up to two emails: ~1-2 s each, so 60 s leaves room for a slow provider.
    timeout: Duration.seconds(60),
  },
  // Finds pledges not settled, queues them again, closes events whose pledges are all settled;
  // asks the provider what became of a crashed claim (records a charge found, with its receipt).
  sweepPledges: {
    handler: 'workers/sweep-pledges',
    description: 'Pledge sweeper (every 15 minutes)',
    table: 'write',
    uses: ['pledge-queue', 'payment-provider', 'email'],
    timeout: Duration.minutes(2),
  },
} as const satisfies Record<string, WorkerDefinition>;

/** Records per worker invocation: SQS's maximum for one ReceiveMessage. */
export const workerBatchSize = 10;

/**
 * Worker invocations at once. Stripe's live mode allows 100 read and 100 write requests per
 * second per account. The worker charges one pledge at a time (processInParallel: false), each at
 * most ~2 provider requests, so at most 10 provider requests are in flight. A live-mode
 * PaymentIntent create-and-confirm takes ~200 ms or more (a card network round trip), so 10
 * in flight is at most ~50 requests/s: half the write limit, leaving the other half to the API's
 * own calls (gifts charged at once, saved cards) and the webhook reads on the same account.
 * Throughput: 10 / ~0.4 s per pledge = ~25 pledges/s, so 10,000 pledges take ~7 minutes, far
 * inside the 2-hour promise (SQS event sources need at least 2).
 */
export const workerMaxConcurrency = 10;

/** How often the sweeper runs in AWS (locally a timer runs it more often). */
export const sweepInterval = Duration.minutes(15);

export class PledgeWorkers extends Construct {
  readonly worker: ApiFunction;
  readonly sweeper: ApiFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: { platform: ApiPlatform; queue: IQueue }) {
    super(scope, id);
    const build = (constructId: string, kind: string, definition: WorkerDefinition) =>
      new ApiFunction(this, constructId, {
        platform: props.platform,
        handler: definition.handler,
        description: definition.description,
        table: definition.table,
        uses: definition.uses,
        timeoutSeconds: definition.timeout.toSeconds(),
        metadata: { Kind: kind, Handler: definition.handler },
      });

    this.worker = build('ChargePledges', 'worker', pledgeWorkers.chargePledges);
    this.worker.function.addEventSource(
      new SqsEventSource(props.queue, {
        batchSize: workerBatchSize,
        reportBatchItemFailures: true,
        maxConcurrency: workerMaxConcurrency,
      }),
    );

    this.sweeper = build('SweepPledges', 'scheduled', pledgeWorkers.sweepPledges);
    this.schedule = scheduleFunction(this, 'SweepSchedule', {
      fn: this.sweeper.function,
      rate: sweepInterval,
      description: 'Pledge sweeper: re-queue unsettled pledges, close settled events',
      roleDescription: 'Runs the pledge sweeper on its schedule',
    });
  }
}
