// What a stage file (infra/stages/<stage>.ts) must hold to deploy: the account and region, the
// domain names and their certificates, the addresses, the names of the secrets an operator fills,
// the public ids. Validated with zod before anything is synthesized or deployed, and every problem
// is reported at once, each naming the file, the field and what the field is for.
import { eventCodePattern } from '@thon/shared/api/schemas/event-code';
import { z } from 'zod';

const hostName = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/u, 'must be a host name');
const email = z.email('must be an email address');
const certificateArn = z
  .string()
  .regex(/^arn:aws:acm:[a-z0-9-]+:\d{12}:certificate\/[0-9a-f-]{36}$/u, 'must be an ACM certificate ARN');
/** A Secrets Manager secret name (its allowed characters; no ARN, so the stage file is account-neutral). */
const secretName = z
  .string()
  .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/u, 'must be a Secrets Manager secret name (letters, digits, /_+=.@-)');

export const stageFileSchema = z.strictObject({
  stage: z.enum(['staging', 'prod']),
  account: z.string().regex(/^\d{12}$/u, 'must be a 12-digit AWS account id'),
  // ThonEdge holds the CloudFront-scoped WAF web ACL and CloudFront's certificate, which exist only
  // in us-east-1, and every stack deploys to the one region.
  region: z.literal('us-east-1', {
    error: 'must be us-east-1 (the CloudFront WAF web ACL in ThonEdge exists only there)',
  }),
  domains: z.strictObject({ web: hostName, admin: hostName, api: hostName }),
  certificates: z.strictObject({ web: certificateArn, api: certificateArn }),
  hostedZone: z.strictObject({
    id: z.string().regex(/^Z[A-Z0-9]{5,32}$/u, 'must be a Route 53 hosted zone id (Z…)'),
    name: hostName,
  }),
  mailFrom: email,
  supportEmail: email,
  alarmEmail: email,
  secrets: z.strictObject({
    stripeSecretKey: secretName,
    stripeWebhookSecret: secretName,
    jiraApiToken: secretName,
  }),
  stripePublishableKey: z
    .string()
    .regex(/^pk_(live|test)_[A-Za-z0-9]+$/u, 'must be a Stripe publishable key (pk_…)'),
  facebookAppId: z.string().regex(/^\d{5,20}$/u, 'must be a Facebook app id (digits)'),
  smsSenderId: z
    .string()
    .regex(/^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/u, 'must be 1-11 letters or digits with at least one letter'),
  smsMonthlySpendLimitUsd: z.number().int('must be whole dollars').positive('must be above 0'),
  jira: z.strictObject({
    siteUrl: z.url({ protocol: /^https$/u, error: 'must be an https URL' }),
    projectKey: z.string().regex(/^[A-Z][A-Z0-9]{1,9}$/u, 'must be a Jira project key (capitals)'),
    userEmail: email,
  }),
  smokeTest: z.strictObject({
    username: z.string().regex(/^\S{3,128}$/u, 'must be a user name (no spaces)'),
    passwordSecret: secretName,
    eventCode: z
      .string()
      .regex(eventCodePattern, 'must be an event code (4-12 letters and digits)')
      .optional(),
  }),
});

/** A stage file as written (the committed files are checked against this type by tsc). */
export type StageFile = z.input<typeof stageFileSchema>;
export type ValidStageFile = z.output<typeof stageFileSchema>;

/** What each field is for, quoted in its problem message. */
export const fieldPurposes: Record<string, string> = {
  stage: 'the stage this file deploys: staging or prod',
  account: 'the AWS account the stage deploys to',
  region: 'the AWS region of the stacks',
  'domains.web': 'the host name donors and families open',
  'domains.admin': 'the host name of the admin site',
  'domains.api': "the API's own host name, which CloudFront reaches it at",
  'certificates.web': 'the ACM certificate (us-east-1) for the web and admin host names',
  'certificates.api': "the ACM certificate, in the stage's region, for the API host name",
  'hostedZone.id': 'the Route 53 zone the DNS records are written in',
  'hostedZone.name': 'the domain of that zone',
  mailFrom: 'the verified SES address every email is sent from',
  supportEmail: 'the address contact messages go to',
  alarmEmail: 'the address alarms are sent to',
  'secrets.stripeSecretKey': 'the name of the secret holding the Stripe secret API key',
  'secrets.stripeWebhookSecret': "the name of the secret holding Stripe's webhook signing secret",
  'secrets.jiraApiToken': 'the name of the secret holding the Jira API token',
  stripePublishableKey: 'the Stripe publishable key the web build embeds',
  facebookAppId: 'the Facebook app id of Facebook sign-in',
  smsSenderId: 'the sender id texts show where carriers allow one',
  smsMonthlySpendLimitUsd: "SNS's monthly SMS spend limit in USD",
  'jira.siteUrl': 'the Jira site support tickets go to',
  'jira.projectKey': 'the Jira project of support tickets',
  'jira.userEmail': 'the Jira user the API token belongs to',
  'smokeTest.username': 'the user name the smoke test signs in with',
  'smokeTest.passwordSecret': "the name of the secret holding the smoke-test user's password",
  'smokeTest.eventCode': 'an event code the smoke test looks up (optional)',
};
