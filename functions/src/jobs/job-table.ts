// Every background job (a function with no HTTP route): its trigger, handler, size and grants.
// One table that CDK builds the jobs from (infra/constructs/background-jobs.ts), the local stack
// starts its timers and queue pollers from (functions/dev/background-work.ts), and
// docs/architecture.md names (functions/test/unit/architecture-jobs.test.ts). CDK imports it, so it
// imports types only: no SDK, no adapter, no CDK (durations are plain seconds and minutes).
import type { ExtraResource, TableAccess } from '@thon/shared/api/route-definition';

/** The queues jobs consume; each has its own construct (infra/constructs/*-queue.ts). */
export type JobQueue = 'pledge-charges' | 'invalidation-retries';
/** The SNS topics jobs are subscribed to. */
export type JobTopic = 'email-feedback';

export type JobTrigger =
  /**
   * An SQS event source with partial batch responses. The queue's visibility timeout is 6x the
   * job's timeout (AWS's advice for SQS event sources), set by the queue's construct from it.
   */
  | {
      readonly kind: 'queue';
      readonly queue: JobQueue;
      readonly batchSize: number;
      readonly maxConcurrency: number;
    }
  /** EventBridge Scheduler, every so many minutes (locally a timer, more often). */
  | {
      readonly kind: 'schedule';
      readonly everyMinutes: number;
      readonly description: string;
      readonly roleDescription: string;
    }
  /** A subscription to an SNS topic. */
  | { readonly kind: 'topic'; readonly topic: JobTopic };

export interface BackgroundJob {
  /** Handler module under functions/src/handlers, without extension. */
  readonly handler: string;
  readonly description: string;
  readonly trigger: JobTrigger;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  /** Least privilege: the table access and the grants its bundle needs, no more (infra/test/route-*grants*). */
  readonly table: TableAccess;
  readonly uses: readonly ExtraResource[];
}

/** SQS's maximum records for one ReceiveMessage. */
const sqsMaxBatch = 10;
/** Every function's memory: 1024 MB gives a full vCPU share, so cold starts stay short. */
const memoryMb = 1024;

export const backgroundJobs = {
  // Charges a pledge (payment provider), writes its state and the credit, emails the donor.
  chargePledges: {
    handler: 'workers/charge-pledges',
    description: 'Pledge charges worker (SQS)',
    trigger: {
      kind: 'queue',
      queue: 'pledge-charges',
      batchSize: sqsMaxBatch,
      // Stripe's live mode allows 100 read and 100 write requests per second per account. The
      // worker charges one pledge at a time (processInParallel: false), each at most ~2 provider
      // requests, so at most 10 provider requests are in flight. A live-mode PaymentIntent
      // create-and-confirm takes ~200 ms or more (a card network round trip), so 10 in flight is
      // at most ~50 requests/s: half the write limit, leaving the other half to the API's own
      // calls (gifts charged at once, saved cards) and the webhook reads on the same account.
      // Throughput: 10 / ~0.4 s per pledge = ~25 pledges/s, so 10,000 pledges take ~7 minutes,
      // far inside the 2-hour promise (SQS event sources need at least 2).
      maxConcurrency: 10,
    },
    // Ten pledges one after another, each a few DynamoDB requests, one or two provider calls and
    // up to two emails: ~1-2 s each, so 60 s leaves room for a slow provider.
    timeoutSeconds: 60,
    memoryMb,
    table: 'write',
    uses: ['payment-provider', 'email'],
  },
  // Finds pledges not settled, queues them again, closes events whose pledges are all settled;
  // asks the provider what became of a crashed claim (records a charge found, with its receipt).
  sweepPledges: {
    handler: 'workers/sweep-pledges',
    description: 'Pledge sweeper (every 15 minutes)',
    trigger: {
      kind: 'schedule',
      everyMinutes: 15,
      description: 'Pledge sweeper: re-queue unsettled pledges, close settled events',
      roleDescription: 'Runs the pledge sweeper on its schedule',
    },
    timeoutSeconds: 120,
    memoryMb,
    table: 'write',
    uses: ['pledge-queue', 'payment-provider', 'email'],
  },
  // Finds invitees due a reminder, emails them (with the signed unsubscribe link), marks them sent.
  sendShareReminders: {
    handler: 'workers/send-share-reminders',
    description: 'Share reminders (every hour)',
    trigger: {
      kind: 'schedule',
      everyMinutes: 60,
      description: 'Share reminders: email invitees who have not pledged, 3 days before the Thon ends',
      roleDescription: 'Runs the share reminder job on its schedule',
    },
    // A Thon's invitees one page at a time, sends in parallel with bounded concurrency.
    timeoutSeconds: 300,
    memoryMb,
    table: 'write',
    uses: ['email', 'id-key'],
  },
  // Receives SES bounce and complaint notifications through SNS; marks the address suppressed.
  emailFeedback: {
    handler: 'workers/email-feedback',
    description: 'Email bounces and complaints (SNS)',
    trigger: { kind: 'topic', topic: 'email-feedback' },
    timeoutSeconds: 30,
    memoryMb,
    table: 'write',
    uses: [],
  },
  // Asks CloudFront again for the invalidations it refused; no table.
  retryInvalidations: {
    handler: 'workers/retry-invalidations',
    description: 'CloudFront invalidation retries (SQS)',
    trigger: {
      kind: 'queue',
      queue: 'invalidation-retries',
      batchSize: sqsMaxBatch,
      // The fewest invocations at once an SQS event source allows: invalidations are refused
      // mostly for too many in progress, and more of them at once would only be refused sooner.
      maxConcurrency: 2,
    },
    timeoutSeconds: 30,
    memoryMb,
    table: 'none',
    uses: ['cdn'],
  },
  // Locks each Thon's prize awards for the night just ended in its time zone (docs/prizes.md): one
  // run per night claims it, the rest find it claimed. Every 15 minutes so each time zone's
  // midnight is met within a quarter hour.
  lockPrizeAwards: {
    handler: 'workers/lock-prize-awards',
    description: 'Prize lock (every 15 minutes)',
    trigger: {
      kind: 'schedule',
      everyMinutes: 15,
      description: "Prize lock: fix each Thon's prize awards for the night just ended in its time zone",
      roleDescription: 'Runs the prize lock on its schedule',
    },
    // A Thon's participants, pledges and awards in three Queries, then up to 16 writes at once: a
    // school of 1,000 children with 3 levels is ~3,000 conditional writes, well inside 300 s.
    timeoutSeconds: 300,
    memoryMb,
    table: 'write',
    uses: [],
  },
  // Counted laps become units (docs/event-day.md, Laps feed units): each Thon running now, its
  // tallies whose laps differ from the units applied, written through RecordUnits' own store call.
  applyLapUnits: {
    handler: 'workers/apply-lap-units',
    description: 'Lap units (every minute)',
    trigger: {
      kind: 'schedule',
      everyMinutes: 1,
      description: "Lap units: write each runner's counted laps as their units",
      roleDescription: 'Runs the lap units job on its schedule',
    },
    // One Query of the Thons and one of each running Thon's tallies, then only the runners whose
    // laps moved in the last minute: at most one school's 600 runners at 16 writes at once
    // (~3 requests each) is ~10 s; 120 s covers several schools on event day at the same time.
    timeoutSeconds: 120,
    memoryMb,
    table: 'write',
    uses: [],
  },
} as const satisfies Record<string, BackgroundJob>;

export type JobName = keyof typeof backgroundJobs;

/** The jobs as a list, in the table's order. */
export const backgroundJobList: readonly BackgroundJob[] = Object.values(backgroundJobs);

/** The job a queue feeds (each queue has exactly one consumer). */
export function queueJob(queue: JobQueue): BackgroundJob {
  const job = backgroundJobList.find(({ trigger }) => trigger.kind === 'queue' && trigger.queue === queue);
  if (!job) throw new Error(`No background job consumes the ${queue} queue`);
  return job;
}
