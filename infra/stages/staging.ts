// The staging stage: a rehearsal of prod in its own account, Stripe in test mode. The values below
// are placeholders (example.org, zero ids, REPLACE): `npm run deploy -- --stage staging --dry-run`
// works with them, a deploy refuses them until they are replaced (docs/operations.md, "Stages and
// their settings").
import type { StageFile } from './stage-file';

export default {
  stage: 'staging',
  account: '000000000000',
  region: 'us-east-1',
  domains: {
    web: 'staging.thon.example.org',
    admin: 'admin.staging.thon.example.org',
    api: 'api.staging.thon.example.org',
  },
  certificates: {
    // CloudFront takes certificates from us-east-1 only; the API's is in the stage's region.
    web: 'arn:aws:acm:us-east-1:000000000000:certificate/00000000-0000-0000-0000-000000000000',
    api: 'arn:aws:acm:us-east-1:000000000000:certificate/00000000-0000-0000-0000-000000000001',
  },
  hostedZone: { id: 'Z00000000000000000000', name: 'thon.example.org' },
  mailFrom: 'no-reply@staging.thon.example.org',
  supportEmail: 'support@thon.example.org',
  alarmEmail: 'alarms@thon.example.org',
  secrets: {
    stripeSecretKey: 'thon/staging/stripe-secret-key',
    stripeWebhookSecret: 'thon/staging/stripe-webhook-secret',
    jiraApiToken: 'thon/staging/jira-api-token',
  },
  stripePublishableKey: 'pk_test_REPLACE',
  facebookAppId: '000000000000000',
  smsSenderId: 'Thon',
  smsMonthlySpendLimitUsd: 1,
  jira: {
    siteUrl: 'https://thon-REPLACE.atlassian.net',
    projectKey: 'THON',
    userEmail: 'jira-bot@thon.example.org',
  },
  smokeTest: {
    username: 'smoke-test-REPLACE',
    passwordSecret: 'thon/staging/smoke-test-password',
  },
} satisfies StageFile;
