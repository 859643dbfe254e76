// us-east-1 on-demand prices the cost model uses, in US dollars, in one table with the day they
// were read. This machine has no internet: each price says whether it could be checked here
// against a stored copy of a pricing page (`checked`), or is the published price as known to the
// author on that day and must be checked on aws.amazon.com/pricing before it is relied on. The
// checked ones matched stored third-party summaries of AWS's pages, not the pages themselves.
// Free tiers are left out on purpose (they are per account, and a busy account has used them),
// except Cognito's monthly active users, priced beyond the free ones in docs/cost.md's way.

export interface Price {
  readonly usd: number;
  readonly per: string;
  /** True when a stored copy of a pricing page confirmed it here; false: as published, unchecked. */
  readonly checked: boolean;
  readonly source: string;
}

export const pricesReadOn = '2026-11-27';

const published = (usd: number, per: string, source: string): Price => ({ usd, per, checked: false, source });
/** Matched here by a stored summary of AWS's page (named in the source). */
const summarized = (usd: number, per: string, source: string): Price => ({ usd, per, checked: true, source });

export const prices = {
  dynamoDbWriteUnit: {
    usd: 0.625 / 1e6,
    per: 'write request unit (on-demand)',
    checked: true,
    source: 'aws.amazon.com/dynamodb/pricing/on-demand (airbyte.com summary)',
  },
  dynamoDbReadUnit: {
    usd: 0.125 / 1e6,
    per: 'read request unit (on-demand)',
    checked: true,
    source: 'aws.amazon.com/dynamodb/pricing/on-demand (airbyte.com summary)',
  },
  dynamoDbStorageGbMonth: published(0.25, 'GB-month stored', 'aws.amazon.com/dynamodb/pricing'),
  dynamoDbBackupGbMonth: published(
    0.2,
    'GB-month of point-in-time recovery',
    'aws.amazon.com/dynamodb/pricing',
  ),
  lambdaRequest: summarized(
    0.2 / 1e6,
    'invocation',
    'aws.amazon.com/lambda/pricing (cloudchipr.com summary)',
  ),
  lambdaArmGbSecond: summarized(
    0.0000133334,
    'GB-second (arm64, first 7.5 billion a month)',
    'aws.amazon.com/lambda/pricing (cloudchipr.com summary)',
  ),
  httpApiRequest: published(
    1.0 / 1e6,
    'HTTP API request (first 300 million)',
    'aws.amazon.com/api-gateway/pricing',
  ),
  cloudFrontRequest: published(
    0.01 / 1e4,
    'HTTPS request (North America)',
    'aws.amazon.com/cloudfront/pricing',
  ),
  cloudFrontDataOutGb: published(
    0.085,
    'GB out to viewers (North America, first 10 TB)',
    'aws.amazon.com/cloudfront/pricing',
  ),
  sesEmail: summarized(
    0.1 / 1e3,
    'outbound email',
    'aws.amazon.com/ses/pricing (acecloudinterviews.com summary)',
  ),
  smsUsSegment: published(
    0.00581 + 0.0045,
    "SMS segment to a US number from a toll-free number: AWS's $0.00581 + the carrier's fee, highest taken ($0.0045, Verizon and T-Mobile in textvolt.com's 2026 snapshot)",
    'aws.amazon.com/end-user-messaging/pricing (AWS part unchecked here)',
  ),
  smsTollFreeNumberMonth: published(
    2.0,
    'toll-free origination number per month',
    'aws.amazon.com/end-user-messaging/pricing',
  ),
  sqsRequest: published(0.4 / 1e6, 'standard queue request (64 KB chunk)', 'aws.amazon.com/sqs/pricing'),
  s3Put: published(0.005 / 1e3, 'PUT/POST request (S3 Standard)', 'aws.amazon.com/s3/pricing'),
  s3Get: published(0.0004 / 1e3, 'GET request (S3 Standard)', 'aws.amazon.com/s3/pricing'),
  s3StorageGbMonth: published(0.023, 'GB-month (S3 Standard, first 50 TB)', 'aws.amazon.com/s3/pricing'),
  kmsKeyMonth: published(1.0, 'customer managed key per month', 'aws.amazon.com/kms/pricing'),
  kmsRsa2048Request: published(
    0.03 / 1e4,
    'request with an RSA 2048 key (Sign, GetPublicKey)',
    'aws.amazon.com/kms/pricing',
  ),
  kmsSymmetricRequest: published(
    0.03 / 1e4,
    'symmetric request (Decrypt, GenerateDataKey)',
    'aws.amazon.com/kms/pricing',
  ),
  secretMonth: published(0.4, 'secret per month', 'aws.amazon.com/secrets-manager/pricing'),
  secretApiCall: published(0.05 / 1e4, 'API call (GetSecretValue)', 'aws.amazon.com/secrets-manager/pricing'),
  logsIngestGb: published(
    0.5,
    'GB of CloudWatch Logs ingested (standard class)',
    'aws.amazon.com/cloudwatch/pricing',
  ),
  logsStorageGbMonth: published(
    0.03,
    'GB-month of CloudWatch Logs stored (compressed)',
    'aws.amazon.com/cloudwatch/pricing',
  ),
  customMetricMonth: published(
    0.3,
    'custom metric per month (first 10,000)',
    'aws.amazon.com/cloudwatch/pricing',
  ),
  alarmMetricMonth: published(
    0.1,
    'standard-resolution alarm per metric per month',
    'aws.amazon.com/cloudwatch/pricing',
  ),
  dashboardMonth: published(3.0, 'dashboard per month (beyond 3 free)', 'aws.amazon.com/cloudwatch/pricing'),
  xRayTrace: published(5.0 / 1e6, 'trace recorded', 'aws.amazon.com/xray/pricing'),
  wafWebAclMonth: published(5.0, 'web ACL per month', 'aws.amazon.com/waf/pricing'),
  wafRuleMonth: published(1.0, 'rule (or managed rule group) per month', 'aws.amazon.com/waf/pricing'),
  wafRequest: published(0.6 / 1e6, 'request inspected', 'aws.amazon.com/waf/pricing'),
  route53ZoneMonth: published(0.5, 'hosted zone per month', 'aws.amazon.com/route53/pricing'),
  schedulerInvocation: published(
    1.0 / 1e6,
    'EventBridge Scheduler invocation',
    'aws.amazon.com/eventbridge/pricing',
  ),
  cognitoEssentialsMau: published(
    0.015,
    'monthly active user (Essentials plan) beyond 10,000 free per month',
    'aws.amazon.com/cognito/pricing',
  ),
} as const satisfies Record<string, Price>;

export type PriceName = keyof typeof prices;

/** Cognito's free monthly active users per account (Lite and Essentials plans). */
export const cognitoFreeMau = 10_000;
