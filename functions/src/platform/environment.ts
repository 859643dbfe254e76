// Names of the environment variables CDK sets on every function and the local gateway
// sets from the synthesized template. One list, so neither side can drift.
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

/** Reads a required setting; a missing one is a deployment fault, so it throws at first use. */
export function setting(key: EnvironmentKey): string {
  const value = process.env[environmentNames[key]];
  if (!value) throw new Error(`Missing environment variable ${environmentNames[key]}`);
  return value;
}

/** Reads a setting a deployment may leave out (no CDN in front of a bare API); undefined if unset. */
export function optionalSetting(key: EnvironmentKey): string | undefined {
  return process.env[environmentNames[key]] || undefined;
}
