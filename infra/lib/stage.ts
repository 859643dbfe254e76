// Per-stage settings: what dev, staging and prod differ in (data retention, log retention,
// throttling). Deployment values (domains, secrets' names, addresses) live in the stage files
// (infra/stages/<stage>.ts), which reach the app as context.
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** Every stage the app knows; staging and prod are deployed with `npm run deploy`. */
export const allStageNames = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof allStageNames)[number];
/**
 * The stages the CDK tests synthesize one by one: the two ends (dev keeps nothing, prod keeps
 * everything). Staging sits between them with dev's data rules, so a third full synthesis per test
 * file would add minutes and check nothing new; the deploy tests synthesize staging.
 */
export const stageNames: readonly StageName[] = ['dev', 'prod'];

export interface StageSettings {
  readonly name: StageName;
  readonly isProd: boolean;
  /** Stateful resources (table, buckets, user pool, key): kept in prod, removed with a dev stack. */
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  /** Days before access logs (S3, CloudFront) expire. */
  readonly accessLogDays: number;
  /** API Gateway stage throttling; event day is spiky, so prod allows bursts well above the rate. */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * Reserved Lambda concurrency: the authorizer's is its guaranteed share (every signed-in request
   * runs it), each sign-in function's (route table `concurrency: 'sign-in'`) is a cap on how fast
   * credentials can be tried and a floor the rest of the API cannot take away. The account keeps
   * at least 100 unreserved, so the sum of all stages in one account must stay <= its limit - 100.
   */
  readonly reservedConcurrency: { readonly authorizer: number; readonly signIn: number };
}

export function stageSettings(name: unknown): StageSettings {
  const stage = name ?? 'dev';
  if (stage === 'prod') {
    return {
      name: 'prod',
      isProd: true,
      removalPolicy: RemovalPolicy.RETAIN,
      logRetention: RetentionDays.THREE_MONTHS,
      accessLogDays: 365,
      throttle: { rateLimit: 2000, burstLimit: 4000 },
      // 2,000 req/s x ~50 ms per authorization = 100 busy; 200 covers bursts and cold starts.
      // A sign-in takes ~400 ms (Cognito, KMS, DynamoDB): 20 = 50 sign-ins/s per function.
      reservedConcurrency: { authorizer: 200, signIn: 20 },
    };
  }
  if (stage === 'staging') {
    // The rehearsal stage: real domains, mail and payments in test mode, data that may be thrown
    // away (removed with the stack), limits between dev's and prod's so a load rehearsal is possible.
    return {
      name: 'staging',
      isProd: false,
      removalPolicy: RemovalPolicy.DESTROY,
      logRetention: RetentionDays.ONE_MONTH,
      accessLogDays: 30,
      throttle: { rateLimit: 500, burstLimit: 1000 },
      reservedConcurrency: { authorizer: 20, signIn: 5 },
    };
  }
  if (stage === 'dev') {
    return {
      name: 'dev',
      isProd: false,
      removalPolicy: RemovalPolicy.DESTROY,
      logRetention: RetentionDays.TWO_WEEKS,
      accessLogDays: 30,
      throttle: { rateLimit: 100, burstLimit: 200 },
      reservedConcurrency: { authorizer: 20, signIn: 5 },
    };
  }
  throw new Error(`Unknown stage ${JSON.stringify(stage)}; use -c stage=${allStageNames.join('|')}`);
}
