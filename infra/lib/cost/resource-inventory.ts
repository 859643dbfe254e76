// What the cost model believes is deployed: every function's memory and the count of each
// resource type that is billed (or that bills through what it does). infra/test/cost-model.test.ts
// synthesizes the stacks and compares them with `modelInventory` below, so a function's memory or
// a billed resource cannot change without this file, and docs/cost.md, being updated with it.
import type { StackTemplate } from '@thon/functions/dev/stack-templates';

/** Resource types that cost money by existing, or whose use the model prices. */
export const billedResourceTypes = [
  'AWS::Lambda::Function',
  'AWS::ApiGatewayV2::Api',
  'AWS::CloudFront::Distribution',
  'AWS::WAFv2::WebACL',
  'AWS::DynamoDB::Table',
  'AWS::S3::Bucket',
  'AWS::SQS::Queue',
  'AWS::SNS::Topic',
  'AWS::SNS::Subscription',
  'AWS::KMS::Key',
  'AWS::SecretsManager::Secret',
  'AWS::Cognito::UserPool',
  'AWS::SES::ConfigurationSet',
  'AWS::SES::EmailIdentity',
  'AWS::Scheduler::Schedule',
  'AWS::Logs::LogGroup',
  'AWS::CloudWatch::Alarm',
  'AWS::CloudWatch::Dashboard',
  'AWS::Route53::HostedZone',
  'AWS::Route53::RecordSet',
  'AWS::XRay::SamplingRule',
  'AWS::XRay::Group',
] as const;

export type BilledResourceType = (typeof billedResourceTypes)[number];

export interface Inventory {
  /** Count per billed type (types absent from the stacks count 0). */
  readonly resources: Readonly<Record<BilledResourceType, number>>;
  /** Every function's memory in MB, by its key (see functionKey). */
  readonly functionMemoryMb: Readonly<Record<string, number>>;
  /** Rules of the web ACLs (WAF bills each rule and rule group monthly). */
  readonly wafRules: number;
  /** Metrics the alarms watch (a metric-math alarm is billed per metric in its expression). */
  readonly alarmMetrics: number;
}

/** Lambda's memory when a function names none. */
const lambdaDefaultMemoryMb = 128;

/**
 * A function's key: its route name for a route (metadata Thon.Route), its handler for our other
 * functions (the authorizer, the jobs), else CDK's own function by its logical id without the
 * hash CDK appends (one key for the same provider in several stacks).
 */
function functionKey(logicalId: string, metadata: Record<string, unknown> | undefined): string {
  const thon = metadata?.Thon as Record<string, string> | undefined;
  if (thon?.Route) return thon.Route;
  if (thon?.Handler) return thon.Handler;
  return `cdk:${logicalId.replace(/[0-9A-F]{8}$/, '')}`;
}

/** The inventory of synthesized stacks (functions/dev/stack-templates.ts reads them, nested ones included). */
export function readInventory(stacks: readonly StackTemplate[]): Inventory {
  const resources = Object.fromEntries(billedResourceTypes.map((type) => [type, 0])) as Record<
    BilledResourceType,
    number
  >;
  const functionMemoryMb: Record<string, number> = {};
  let wafRules = 0;
  let alarmMetrics = 0;
  const billed = new Set<string>(billedResourceTypes);
  for (const stack of stacks) {
    for (const [logicalId, resource] of Object.entries(stack.template.Resources)) {
      if (billed.has(resource.Type)) resources[resource.Type as BilledResourceType] += 1;
      const properties = resource.Properties ?? {};
      if (resource.Type === 'AWS::Lambda::Function') {
        const key = functionKey(logicalId, resource.Metadata);
        const memory = Number(properties.MemorySize ?? lambdaDefaultMemoryMb);
        // The same CDK provider in two stacks shares a key: both must have the same memory.
        const known = functionMemoryMb[key];
        functionMemoryMb[key] = known === undefined ? memory : Math.max(known, memory);
      }
      if (resource.Type === 'AWS::WAFv2::WebACL') wafRules += ((properties.Rules as unknown[]) ?? []).length;
      if (resource.Type === 'AWS::CloudWatch::Alarm') {
        const metrics = (properties.Metrics as { MetricStat?: unknown }[] | undefined) ?? [];
        alarmMetrics += metrics.length === 0 ? 1 : metrics.filter((metric) => metric.MetricStat).length;
      }
    }
  }
  return { resources, functionMemoryMb, wafRules, alarmMetrics };
}

/** What the model states is deployed (the prod stage); the CDK test keeps it equal to the stacks. */
export interface ModelInventory {
  readonly resources: Readonly<Record<BilledResourceType, number>>;
  /** Memory of every function of ours unless listed in `memoryExceptions`. */
  readonly defaultMemoryMb: number;
  /** Functions whose memory differs from the default, by key (CDK's own functions too). */
  readonly memoryExceptions: Readonly<Record<string, number>>;
  readonly wafRules: number;
  readonly alarmMetrics: number;
}

export const modelInventory: ModelInventory = {
  resources: {
    // 177 routes, the authorizer, 7 background jobs, and CDK's AwsCustomResource provider (the prod
    // stage keeps its buckets, so it has no S3 auto-delete provider).
    'AWS::Lambda::Function': 186,
    'AWS::ApiGatewayV2::Api': 1,
    'AWS::CloudFront::Distribution': 1,
    'AWS::WAFv2::WebACL': 1,
    'AWS::DynamoDB::Table': 1,
    'AWS::S3::Bucket': 3,
    'AWS::SQS::Queue': 3,
    // SES's bounce and complaint feedback, and the alarms' topic (with its email subscription).
    'AWS::SNS::Topic': 2,
    'AWS::SNS::Subscription': 1,
    // The session signing key, the feedback topic's key, the alarm topic's key.
    'AWS::KMS::Key': 3,
    'AWS::SecretsManager::Secret': 6,
    'AWS::Cognito::UserPool': 1,
    'AWS::SES::ConfigurationSet': 1,
    'AWS::SES::EmailIdentity': 1,
    'AWS::Scheduler::Schedule': 4,
    'AWS::Logs::LogGroup': 2,
    'AWS::CloudWatch::Alarm': 70,
    'AWS::CloudWatch::Dashboard': 1,
    'AWS::Route53::HostedZone': 0,
    'AWS::Route53::RecordSet': 0,
    'AWS::XRay::SamplingRule': 0,
    'AWS::XRay::Group': 0,
  },
  defaultMemoryMb: 1024,
  memoryExceptions: {
    'cdk:AWS679f53fac002430cb0da5b7982bd2287': 128,
  },
  wafRules: 3,
  // Metric-math alarms are billed per metric of their expression.
  alarmMetrics: 139,
};

/** The model's memory for a function key (the default unless excepted). */
export const modelMemoryMb = (key: string): number =>
  modelInventory.memoryExceptions[key] ?? modelInventory.defaultMemoryMb;

/**
 * Lines saying how the stacks differ from the model, empty when they agree: each billed type whose
 * count differs, each function whose memory differs, the WAF rules and the alarms' metrics.
 */
export function inventoryDiff(model: ModelInventory, stacks: Inventory): string[] {
  const lines: string[] = [];
  for (const type of billedResourceTypes) {
    if (model.resources[type] !== stacks.resources[type])
      lines.push(
        `${type}: the model says ${model.resources[type]}, the stacks have ${stacks.resources[type]}`,
      );
  }
  for (const [key, memory] of Object.entries(stacks.functionMemoryMb).sort()) {
    const expected = model.memoryExceptions[key] ?? model.defaultMemoryMb;
    if (memory !== expected)
      lines.push(`function ${key}: the model says ${expected} MB, the stacks ${memory} MB`);
  }
  for (const key of Object.keys(model.memoryExceptions)) {
    if (!(key in stacks.functionMemoryMb))
      lines.push(`function ${key}: in the model's exceptions, not in the stacks`);
  }
  if (model.wafRules !== stacks.wafRules)
    lines.push(`WAF rules: the model says ${model.wafRules}, the stacks have ${stacks.wafRules}`);
  if (model.alarmMetrics !== stacks.alarmMetrics)
    lines.push(`alarm metrics: the model says ${model.alarmMetrics}, the stacks have ${stacks.alarmMetrics}`);
  return lines;
}
