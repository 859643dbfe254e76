// Every environment variable name the functions read, and nothing else: no SDK, no adapter, no
// import at all. CDK sets the variables from these names (infra imports this module and the jobs
// table, nothing else of functions/src: infra/test/functions-imports.test.ts), the local stack sets
// them from the synthesized template, and the adapters read them through these constants
// (functions/test/unit/environment-names.test.ts finds any name spelled out anywhere else).

/** Set on every function, except the grant-scoped ones below (set only with their grant). */
export const environmentNames = {
  tableName: 'TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  signingKeyId: 'SIGNING_KEY_ID',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  mailFrom: 'MAIL_FROM',
  webOrigin: 'WEB_ORIGIN',
  adminOrigin: 'ADMIN_ORIGIN',
  stage: 'STAGE',
  /** The CloudFront distribution in front of the API: writes invalidate its public copies. */
  distributionId: 'DISTRIBUTION_ID',
  /**
   * The ARN of the secret CloudFront sends as X-Origin-Verify (edge-origin.ts reads its value at
   * the first request; the value is never in the environment).
   */
  originVerifySecretArn: 'ORIGIN_VERIFY_SECRET_ARN',
  /**
   * The pledge-charges queue. Only functions granted 'pledge-queue' receive it
   * (infra/constructs/api-function.ts): the others have no business sending there.
   */
  pledgeQueueUrl: 'PLEDGE_QUEUE_URL',
  /**
   * The invalidation retry queue: functions granted 'cdn' queue there the paths CloudFront
   * refused, and the retry worker postpones its retries there.
   */
  invalidationQueueUrl: 'INVALIDATION_QUEUE_URL',
  /**
   * Sharing: the SES configuration set whose event destination reports bounces and
   * complaints (functions granted 'email'), and the SMS sender id (functions granted 'sms').
   * Both optional: unset, email goes without a configuration set and SMS without a sender id.
   */
  emailConfigurationSet: 'EMAIL_CONFIGURATION_SET',
  smsSenderId: 'SMS_SENDER_ID',
} as const;

/** Names set only on the functions whose grant needs them, not on every function. */
export const grantScopedEnvironmentKeys = [
  'pledgeQueueUrl',
  'invalidationQueueUrl',
  'emailConfigurationSet',
  'smsSenderId',
] as const satisfies readonly (keyof typeof environmentNames)[];

export type EnvironmentKey = keyof typeof environmentNames;

/** Set by CDK only on the functions that use the id key (not in the shared environment). */
export const idKeySecretEnvironmentName = 'ID_KEY_SECRET_ARN';

/**
 * Our Facebook app. The app id is public (a plain variable); the app secret is read from Secrets
 * Manager (CDK sets the secret's ARN on the functions whose route uses 'facebook-app'), or, locally
 * and in tests, from a plain variable. No app id means no Facebook sign-in.
 */
export const facebookAppEnvironmentNames = {
  appId: 'FACEBOOK_APP_ID',
  appSecret: 'FACEBOOK_APP_SECRET',
  appSecretArn: 'FACEBOOK_APP_SECRET_ARN',
} as const;

/**
 * The payment provider's secret API key comes from Secrets Manager (CDK sets the ARN on the
 * functions whose route uses 'payment-provider'), or, locally and in tests, from a plain variable
 * with the stand-in's address beside it.
 */
export const paymentProviderEnvironmentNames = {
  apiKey: 'PAYMENT_PROVIDER_API_KEY',
  apiKeyArn: 'PAYMENT_PROVIDER_API_KEY_ARN',
  /**
   * The provider's test-mode key, for test Thons (a rehearsal in production charges nothing real):
   * its secret's ARN, or locally and in tests the key itself. Always a test key, on every stage.
   */
  testApiKey: 'PAYMENT_PROVIDER_TEST_API_KEY',
  testApiKeyArn: 'PAYMENT_PROVIDER_TEST_API_KEY_ARN',
  url: 'PAYMENT_PROVIDER_URL',
} as const;

/** The provider's webhook signing secret: its ARN (CDK), or locally and in tests the secret itself. */
export const paymentWebhookEnvironmentNames = {
  secret: 'PAYMENT_WEBHOOK_SECRET',
  secretArn: 'PAYMENT_WEBHOOK_SECRET_ARN',
} as const;

/** The support desk's Jira (CDK context jiraSiteUrl, jiraProjectKey, jiraUserEmail; 'jira' grant). */
export const jiraEnvironmentNames = {
  siteUrl: 'JIRA_SITE_URL',
  projectKey: 'JIRA_PROJECT_KEY',
  userEmail: 'JIRA_USER_EMAIL',
  apiTokenArn: 'JIRA_API_TOKEN_ARN',
  /** Locally and in tests only: the token itself. */
  apiToken: 'JIRA_API_TOKEN',
} as const;

/** The support desk's settings, set on the functions granted 'jira'. */
export const supportEnvironmentNames = {
  /** Support's address (CDK context supportEmail; default: the mail-from address). */
  supportEmail: 'SUPPORT_EMAIL',
  /** The issue types without Jira, comma-separated (CDK context supportIssueTypes). */
  issueTypes: 'SUPPORT_ISSUE_TYPES',
} as const;

/**
 * Observability (functions/src/platform/metrics.ts, route-area.ts, tracer.ts): the first three set
 * by CDK on every function. The route's area is the `Area` dimension of its request metrics, set on route functions only;
 * the Powertools names are read by Powertools itself (the code passes the same values explicitly).
 */
export const observabilityEnvironmentNames = {
  routeArea: 'ROUTE_AREA',
  serviceName: 'POWERTOOLS_SERVICE_NAME',
  metricsNamespace: 'POWERTOOLS_METRICS_NAMESPACE',
  /** Set by Lambda itself in every function: its presence tells a function it runs in Lambda. */
  lambdaFunctionName: 'AWS_LAMBDA_FUNCTION_NAME',
  /** The X-Ray SDK's switch, set outside Lambda only (platform/xray-outside-lambda.ts). */
  xrayManualMode: 'AWS_XRAY_MANUAL_MODE',
} as const;

/**
 * Whole days a completed Thon's public pages keep naming its children; unset, the catalogue's
 * default. An operator's override, not set by CDK.
 */
export const publicNamesRetentionDaysName = 'PUBLIC_NAMES_RETENTION_DAYS';

/**
 * Not a variable but the one request header the deployment sets for the functions: CloudFront
 * adds it with the origin secret's value (infra/constructs/web-hosting.ts), edge-origin.ts checks it.
 */
export const originVerifyHeader = 'x-origin-verify';

/**
 * Set by the AWS SDK's own configuration locally (the emulator's address); the S3 client reads it
 * to address buckets by path, as the emulator needs. Never set in AWS.
 */
export const awsEndpointUrlName = 'AWS_ENDPOINT_URL';
