// The prod stage: what schools use; its data stack is retained and termination-protected. The values below
// are placeholders (example.org, zero ids, REPLACE): `npm run deploy -- --stage prod --dry-run`
// works with them, a deploy refuses them until they are replaced (docs/operations.md, "Stages and
// their settings").
import type { StageFile } from './stage-file';

export default {
  stage: 'prod',
  account: '000000000000',
  region: 'us-east-1',
  domains: {
    web: 'thon.example.org',
    admin: 'admin.thon.example.org',
    api: 'api.thon.example.org',
  },
  certificates: {
    // CloudFront takes certificates from us-east-1 only; the API's is in the stage's region.
    web: 'arn:aws:acm:us-east-1:000000000000:certificate/00000000-0000-0000-0000-000000000002',
    api: 'arn:aws:acm:us-east-1:000000000000:certificate/00000000-0000-0000-0000-000000000003',
  },
  hostedZone: { id: 'Z00000000000000000000', name: 'thon.example.org' },
  mailFrom: 'no-reply@thon.example.org',
  supportEmail: 'support@thon.example.org',
  alarmEmail: 'alarms@thon.example.org',
  secrets: {
    stripeSecretKey: 'thon/prod/stripe-secret-key',
    stripeWebhookSecret: 'thon/prod/stripe-webhook-secret',
    jiraApiToken: 'thon/prod/jira-api-token',
  },
  stripePublishableKey: 'pk_live_REPLACE',
  facebookAppId: '000000000000000',
  smsSenderId: 'Thon',
  smsMonthlySpendLimitUsd: 100,
  jira: {
    siteUrl: 'https://thon-REPLACE.atlassian.net',
    projectKey: 'THON',
    userEmail: 'jira-bot@thon.example.org',
  },
  smokeTest: {
    username: 'smoke-test-REPLACE',
    passwordSecret: 'thon/prod/smoke-test-password',
  },
} satisfies StageFile;
