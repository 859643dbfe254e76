// The AWS cost of one Thon: its activity (thon-activity.ts) times the measured requests per call
// (measured-figures.ts, from `npm run bench`) times the prices (prices.ts), plus the month's fixed
// costs (resource-inventory.ts) shared by the Thons of a month. Pure: the bench and
// `bench/cost/print.ts` print it, docs/cost.md explains it.
import { routeAreas } from '@thon/shared/api/routes';
import { backgroundJobList } from '@thon/functions/jobs/job-table';
import {
  businessMetricDimension,
  businessMetrics,
  jobMetrics,
  routeMetrics,
} from '@thon/shared/observability/metric-catalog';
import { orderStates } from '@thon/shared/shop/order-states';
import type { MeasuredFigures, UnitsFigure } from './measured-figures';
import { cognitoFreeMau, prices, type PriceName } from './prices';
import { modelInventory, modelMemoryMb, type ModelInventory } from './resource-inventory';
import { callLines, durationRule, sends, thon, usage } from './thon-activity';

/** Thons a month that share the month's fixed costs (a spring month of a platform in use; stated). */
export const thonsPerMonth = 20;

/** Log bytes per invocation: Lambda's START/END/REPORT lines, our request line, the EMF metrics line. */
export const logBytesPerInvocation = 2_500;
/** A Thon's items kept this many months (DynamoDB storage and point-in-time recovery). */
export const storageMonths = 12;
/** A Thon's items: runners, donors, pledges, invitations, visits, lap scans, about 1 KB each. */
const thonItems =
  thon.participants + thon.donors + thon.pledges + thon.invitations + thon.eventPageViews + thon.laps;
const thonGb = (thonItems * 1024) / 1024 ** 3;

export type Basis = 'measured' | 'assumed' | 'measured+assumed' | 'monthly';

export interface CostLine {
  readonly service: string;
  readonly item: string;
  readonly quantity: number;
  readonly unit: PriceName;
  readonly usd: number;
  readonly basis: Basis;
}

export interface ThonCost {
  readonly lines: readonly CostLine[];
  readonly totalUsd: number;
  /** Total per service, largest first. */
  readonly byService: readonly { service: string; usd: number }[];
  /** The bench figures that were not available, each priced with its stated assumption instead. */
  readonly unmeasured: readonly string[];
  readonly thonsPerMonth: number;
}

/** Custom metric series the functions can publish (metric-catalog.ts): each is billed monthly. */
export function customMetricSeries(): number {
  // Routes by area (the authorizer publishes as an area of its own), jobs by job.
  const routeSeries = Object.values(routeMetrics).length * (Object.keys(routeAreas).length + 1);
  const jobSeries = Object.values(jobMetrics).length * backgroundJobList.length;
  const splits: Record<string, number> = { Kind: 2, Channel: 2, State: orderStates.length };
  const business = Object.values(businessMetrics).reduce((sum, metric) => {
    const dimension = businessMetricDimension[metric];
    return sum + (dimension ? (splits[dimension] ?? 1) : 1);
  }, 0);
  return routeSeries + jobSeries + business;
}

export interface CostInput {
  readonly measured: MeasuredFigures;
  /** Function memory by key; the model's own (kept equal to the stacks by the CDK test) when absent. */
  readonly functionMemoryMb?: Readonly<Record<string, number>>;
  readonly inventory?: ModelInventory;
  readonly thonsPerMonth?: number;
}

const gb = (mb: number) => mb / 1024;

export function thonCost(input: CostInput): ThonCost {
  const { measured } = input;
  const inventory = input.inventory ?? modelInventory;
  const perMonth = input.thonsPerMonth ?? thonsPerMonth;
  const memoryOf = (key: string) => input.functionMemoryMb?.[key] ?? modelMemoryMb(key);
  const lines: CostLine[] = [];
  const unmeasured: string[] = [];
  const add = (service: string, item: string, quantity: number, unit: PriceName, basis: Basis) =>
    lines.push({ service, item, quantity, unit, usd: quantity * prices[unit].usd, basis });

  // Totals gathered from the call lines, the lap scans and the charges.
  const units = { read: 0, write: 0 };
  const unitsBasis = new Set<Basis>();
  let lambdaInvocations = 0;
  let gbSeconds = 0;
  let apiRequests = 0;
  let cloudFrontRequests = 0;
  let cloudFrontBytes = 0;
  const authorizerMemory = memoryOf('auth/authorize');
  const billedMs = (localMs: number, provider: number) =>
    Math.max(durationRule.floorMs, localMs * durationRule.localFactor) + provider * durationRule.providerMs;
  const invoke = (count: number, memoryMb: number, ms: number) => {
    lambdaInvocations += count;
    gbSeconds += count * gb(memoryMb) * ((ms + durationRule.coldShare * durationRule.coldInitMs) / 1000);
  };
  const addUnits = (count: number, figure: UnitsFigure, basis: Basis) => {
    units.read += count * figure.read;
    units.write += count * figure.write;
    unitsBasis.add(basis);
  };

  for (const line of callLines) {
    const call = measured.calls[line.measured];
    const ok = call !== undefined && call.status < 400;
    if (!ok)
      unmeasured.push(
        call ? `${line.measured} (answered ${call.status}: its figures are not the call's)` : line.measured,
      );
    const origin = line.calls * (1 - (line.cacheHitRatio ?? 0));
    const basis: Basis = ok ? 'measured' : 'assumed';
    addUnits(origin, ok ? call.units : line.assumed, basis);
    invoke(
      origin,
      memoryOf(line.route),
      billedMs(ok ? call.ms : line.assumed.ms, ok ? call.provider : (line.assumed.provider ?? 0)),
    );
    if (line.signedIn) {
      // The authorizer runs on every signed-in request (its results are not cached: revocation is immediate).
      addUnits(origin, ok ? call.authorizerUnits : { read: 0.5, write: 0 }, basis);
      invoke(origin, authorizerMemory, durationRule.authorizerMs);
    }
    apiRequests += origin;
    cloudFrontRequests += line.calls;
    cloudFrontBytes += line.calls * usage.bytesPerApiAnswer;
  }

  // Laps: phones send scans in batches (RecordLapsWithCode); the lap load measured units per scan.
  const lapScan = measured.lapScan ?? { read: 1.5, write: 3, scansPerRequest: 3, msPerRequest: 200 };
  if (!measured.lapScan) unmeasured.push('lap load (units per scan, scans per request)');
  const lapBasis: Basis = measured.lapScan ? 'measured' : 'assumed';
  const lapRequests = thon.laps / lapScan.scansPerRequest;
  addUnits(thon.laps, lapScan, lapBasis);
  invoke(lapRequests, memoryOf('RecordLapsWithCode'), billedMs(lapScan.msPerRequest, 0));
  apiRequests += lapRequests;
  cloudFrontRequests += lapRequests;
  cloudFrontBytes += lapRequests * usage.bytesPerApiAnswer;
  // The lap-units job on event day: each lap moves a runner's units (a read and ~3 writes, assumed).
  addUnits(thon.laps, { read: 1, write: 3 }, 'assumed');

  // Charges: the queue worker, one pledge at a time, batches of up to 10 (2 assumed: conservative).
  const charge = measured.charge ?? { read: 4, write: 10, msPerPledge: 300, providerPerPledge: 2 };
  if (!measured.charge) unmeasured.push('processing (units and time per pledge charged)');
  addUnits(sends.charges, charge, measured.charge ? 'measured' : 'assumed');
  lambdaInvocations += sends.charges / 2;
  gbSeconds +=
    sends.charges *
    gb(memoryOf('workers/charge-pledges')) *
    (billedMs(charge.msPerPledge, charge.providerPerPledge) / 1000);

  // Scheduled jobs run all month whatever the Thons: their idle runs are shared by the month's Thons.
  const scheduledRunsPerMonth = backgroundJobList.reduce(
    (sum, job) => sum + (job.trigger.kind === 'schedule' ? (30 * 24 * 60) / job.trigger.everyMinutes : 0),
    0,
  );
  const scheduledRuns = scheduledRunsPerMonth / perMonth;
  invoke(scheduledRuns, 1024, durationRule.floorMs);
  addUnits(scheduledRuns, { read: 1, write: 0 }, 'assumed');

  const unitsLineBasis: Basis =
    unitsBasis.size === 1 ? ([...unitsBasis][0] ?? 'assumed') : 'measured+assumed';
  add('DynamoDB', 'read request units', units.read, 'dynamoDbReadUnit', unitsLineBasis);
  add('DynamoDB', 'write request units', units.write, 'dynamoDbWriteUnit', unitsLineBasis);
  add(
    'DynamoDB',
    `storage, ${storageMonths} months (GB-month)`,
    thonGb * storageMonths,
    'dynamoDbStorageGbMonth',
    'assumed',
  );
  add(
    'DynamoDB',
    `point-in-time recovery, ${storageMonths} months (GB-month)`,
    thonGb * storageMonths,
    'dynamoDbBackupGbMonth',
    'assumed',
  );
  add('Lambda', 'invocations', lambdaInvocations, 'lambdaRequest', 'measured+assumed');
  add('Lambda', 'GB-seconds (arm64)', gbSeconds, 'lambdaArmGbSecond', 'measured+assumed');
  add('API Gateway', 'HTTP API requests (origin)', apiRequests, 'httpApiRequest', 'assumed');

  // The web app's files for every page view, and the uploads families make.
  const views = thon.eventPageViews;
  cloudFrontRequests += views * usage.assetRequestsPerView + usage.photoUploads * 20;
  cloudFrontBytes += views * usage.bytesPerPageView;
  add('CloudFront', 'HTTPS requests', cloudFrontRequests, 'cloudFrontRequest', 'assumed');
  add('CloudFront', 'data out (GB)', cloudFrontBytes / 1024 ** 3, 'cloudFrontDataOutGb', 'assumed');
  add('WAF', 'requests inspected', cloudFrontRequests, 'wafRequest', 'assumed');
  add('S3', 'PUTs (photo uploads)', usage.photoUploads, 's3Put', 'assumed');
  add(
    'S3',
    "GETs (CloudFront's misses, 5 %)",
    (views * usage.assetRequestsPerView + usage.photoUploads * 20) * 0.05,
    's3Get',
    'assumed',
  );

  add('SES', 'emails (invitations, reminders, pledge emails)', sends.emails, 'sesEmail', 'assumed');
  add(
    'SNS (SMS)',
    `SMS segments to US numbers (${sends.sms} SMS)`,
    sends.smsSegments,
    'smsUsSegment',
    'assumed',
  );
  // Per charge: the send, the worker's receive (its batch) and delete: 3 counted for each, conservatively.
  add('SQS', 'requests (send, receive, delete per charge)', sends.charges * 3, 'sqsRequest', 'assumed');

  const coldStarts = lambdaInvocations * durationRule.coldShare;
  add('KMS', 'Sign (a session per sign-in)', sends.sessionSignatures, 'kmsRsa2048Request', 'assumed');
  add('KMS', "GetPublicKey (the authorizer's cold starts)", coldStarts * 0.2, 'kmsRsa2048Request', 'assumed');
  // Route functions read the origin header secret once per instance; payment ones a key too.
  add(
    'Secrets Manager',
    'GetSecretValue (once per cold start)',
    coldStarts * 1.5,
    'secretApiCall',
    'assumed',
  );
  add(
    'CloudWatch',
    'logs ingested (GB)',
    (lambdaInvocations * logBytesPerInvocation) / 1024 ** 3,
    'logsIngestGb',
    'assumed',
  );
  add(
    'X-Ray',
    'traces (every origin request: 1 req/s reservoir + 5 %)',
    apiRequests + sends.charges / 2,
    'xRayTrace',
    'assumed',
  );
  add(
    'EventBridge Scheduler',
    "scheduled runs (this Thon's share)",
    scheduledRuns,
    'schedulerInvocation',
    'assumed',
  );
  const cognitoBeyondFree = Math.max(0, usage.cognitoUsers * perMonth - cognitoFreeMau) / perMonth;
  add(
    'Cognito',
    `monthly active users beyond ${cognitoFreeMau.toLocaleString('en-US')} free (at ${perMonth} Thons/month)`,
    cognitoBeyondFree,
    'cognitoEssentialsMau',
    'assumed',
  );

  // The month's fixed costs, shared by the month's Thons.
  const share = (count: number) => count / perMonth;
  const { resources } = inventory;
  add(
    'CloudWatch',
    `custom metrics (${customMetricSeries()} series)`,
    share(customMetricSeries()),
    'customMetricMonth',
    'monthly',
  );
  add(
    'CloudWatch',
    `alarms (${resources['AWS::CloudWatch::Alarm']}, ${inventory.alarmMetrics} metrics)`,
    share(inventory.alarmMetrics),
    'alarmMetricMonth',
    'monthly',
  );
  add(
    'CloudWatch',
    `dashboards (${resources['AWS::CloudWatch::Dashboard']})`,
    share(resources['AWS::CloudWatch::Dashboard']),
    'dashboardMonth',
    'monthly',
  );
  add(
    'KMS',
    `keys (${resources['AWS::KMS::Key']})`,
    share(resources['AWS::KMS::Key']),
    'kmsKeyMonth',
    'monthly',
  );
  add(
    'Secrets Manager',
    `secrets (${resources['AWS::SecretsManager::Secret']})`,
    share(resources['AWS::SecretsManager::Secret']),
    'secretMonth',
    'monthly',
  );
  add(
    'WAF',
    `web ACLs (${resources['AWS::WAFv2::WebACL']})`,
    share(resources['AWS::WAFv2::WebACL']),
    'wafWebAclMonth',
    'monthly',
  );
  add('WAF', `rules (${inventory.wafRules})`, share(inventory.wafRules), 'wafRuleMonth', 'monthly');
  // Not in the stacks: the domain's hosted zone and the SMS origination number are made by hand.
  add('Route 53', 'hosted zone (1, outside the stacks)', share(1), 'route53ZoneMonth', 'monthly');
  add('SNS (SMS)', 'toll-free number (1, outside the stacks)', share(1), 'smsTollFreeNumberMonth', 'monthly');
  // Lambda's SQS pollers long-poll each queue it consumes all month (about 5 pollers, 3 polls a minute).
  const queuesPolled = backgroundJobList.filter((job) => job.trigger.kind === 'queue').length;
  add(
    'SQS',
    `idle polling of ${queuesPolled} queues`,
    share(queuesPolled * 5 * 3 * 60 * 24 * 30),
    'sqsRequest',
    'monthly',
  );

  const totalUsd = lines.reduce((sum, line) => sum + line.usd, 0);
  const services = new Map<string, number>();
  for (const line of lines) services.set(line.service, (services.get(line.service) ?? 0) + line.usd);
  const byService = [...services].map(([service, usd]) => ({ service, usd })).sort((a, b) => b.usd - a.usd);
  return { lines, totalUsd, byService, unmeasured, thonsPerMonth: perMonth };
}
