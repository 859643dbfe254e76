// The stage files: the committed ones are well formed and all placeholders; a broken file gets one
// message per problem naming the file, the field and its purpose; the context a stage file becomes.
import { describe, expect, it } from 'vitest';
import { webCustomDomain } from '../lib/context-settings';
import { checkStageFile, isPlaceholder } from '../stages/check-stage-file';
import prod from '../stages/prod';
import { stageContext } from '../stages/stage-context';
import type { StageFile, ValidStageFile } from '../stages/stage-file';
import staging from '../stages/staging';

const real: StageFile = {
  stage: 'staging',
  account: '210987654321',
  region: 'us-east-1',
  domains: { web: 'staging.thon.school', admin: 'admin.staging.thon.school', api: 'api.staging.thon.school' },
  certificates: {
    web: 'arn:aws:acm:us-east-1:210987654321:certificate/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d',
    api: 'arn:aws:acm:us-east-1:210987654321:certificate/1a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d',
  },
  hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'thon.school' },
  mailFrom: 'no-reply@staging.thon.school',
  supportEmail: 'help@thon.school',
  alarmEmail: 'oncall@thon.school',
  secrets: {
    stripeSecretKey: 'thon/staging/stripe-secret-key',
    stripeWebhookSecret: 'thon/staging/stripe-webhook-secret',
    jiraApiToken: 'thon/staging/jira-api-token',
  },
  stripePublishableKey: 'pk_test_51Habc',
  facebookAppId: '123456789012345',
  smsSenderId: 'Thon',
  smsMonthlySpendLimitUsd: 5,
  jira: { siteUrl: 'https://thon-school.atlassian.net', projectKey: 'THON', userEmail: 'bot@thon.school' },
  smokeTest: { username: 'smoke-test-staging', passwordSecret: 'thon/staging/smoke-test-password' },
};

describe('stage files', () => {
  it.each([
    ['infra/stages/staging.ts', staging],
    ['infra/stages/prod.ts', prod],
  ])('%s is well formed and every deployment value in it is a placeholder', (file, value) => {
    const check = checkStageFile(file, value);
    expect(check.errors).toEqual([]);
    expect(check.placeholders).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${file}: account is a placeholder`, 'u')),
        expect.stringMatching(/: domains\.web is a placeholder/u),
        expect.stringMatching(/: certificates\.api is a placeholder/u),
        expect.stringMatching(/: hostedZone\.id is a placeholder/u),
        expect.stringMatching(
          /: alarmEmail is a placeholder \(alarms@thon\.example\.org\); put the address alarms are sent to$/u,
        ),
        expect.stringMatching(/: stripePublishableKey is a placeholder/u),
        expect.stringMatching(/: facebookAppId is a placeholder/u),
        expect.stringMatching(/: jira\.siteUrl is a placeholder/u),
      ]),
    );
  });

  it('a real file has no placeholder', () => {
    expect(checkStageFile('infra/stages/staging.ts', real)).toMatchObject({ errors: [], placeholders: [] });
  });

  it('lists every missing and malformed value at once, each with its file, field and purpose', () => {
    const { alarmEmail: _alarm, smokeTest: _smoke, ...rest } = real;
    const broken = {
      ...rest,
      account: '12345',
      region: 'eu-west-1',
      domains: { ...real.domains, api: 'not a host' },
      secrets: { stripeSecretKey: 'thon/x', stripeWebhookSecret: 'thon/y' },
      smsMonthlySpendLimitUsd: 0,
      alarmMail: 'typo@thon.school',
    };
    const check = checkStageFile('infra/stages/prod.ts', broken);
    expect(check.stage).toBeUndefined();
    expect([...check.errors].sort()).toEqual(
      [
        'infra/stages/prod.ts: account must be a 12-digit AWS account id (the AWS account the stage deploys to)',
        'infra/stages/prod.ts: region must be us-east-1 (the CloudFront WAF web ACL in ThonEdge exists only there) (the AWS region of the stacks)',
        "infra/stages/prod.ts: domains.api must be a host name (the API's own host name, which CloudFront reaches it at)",
        'infra/stages/prod.ts: alarmEmail is missing (the address alarms are sent to)',
        'infra/stages/prod.ts: secrets.jiraApiToken is missing (the name of the secret holding the Jira API token)',
        "infra/stages/prod.ts: smsMonthlySpendLimitUsd must be above 0 (SNS's monthly SMS spend limit in USD)",
        'infra/stages/prod.ts: smokeTest is missing',
        'infra/stages/prod.ts: unknown field alarmMail',
      ].sort(),
    );
  });

  it('a file that is not an object is one problem', () => {
    expect(checkStageFile('infra/stages/prod.ts', undefined).errors).toEqual([
      'infra/stages/prod.ts: is missing',
    ]);
  });

  it.each([
    ['thon.example.org', true],
    ['alarms@thon.example.com', true],
    ['https://thon.example.net/x', true],
    ['api.thon.example', true],
    ['arn:aws:acm:us-east-1:000000000000:certificate/x', true],
    ['000000000000', true],
    ['Z00000000000000000000', true],
    ['pk_live_REPLACE', true],
    ['thon.school', false],
    ['examples.org', false],
    ['arn:aws:acm:us-east-1:210987654321:certificate/x', false],
    ['thon/prod/stripe-secret-key', false],
  ])('placeholder %s: %s', (value, expected) => {
    expect(isPlaceholder(value)).toBe(expected);
  });
});

describe('stage context', () => {
  it('maps each stage-file value to the context key a stack reads', () => {
    expect(stageContext(real as ValidStageFile)).toEqual({
      stage: 'staging',
      mailFrom: 'no-reply@staging.thon.school',
      supportEmail: 'help@thon.school',
      alarmEmail: 'oncall@thon.school',
      webOrigin: 'https://staging.thon.school',
      adminOrigin: 'https://admin.staging.thon.school',
      webDomainName: 'staging.thon.school',
      adminDomainName: 'admin.staging.thon.school',
      webCertificateArn: real.certificates.web,
      apiDomainName: 'api.staging.thon.school',
      apiCertificateArn: real.certificates.api,
      apiHostedZoneId: 'Z0123456789ABCDEFGHIJ',
      apiHostedZoneName: 'thon.school',
      facebookAppId: '123456789012345',
      smsSenderId: 'Thon',
      smsMonthlySpendLimitUsd: '5',
      jiraSiteUrl: 'https://thon-school.atlassian.net',
      jiraProjectKey: 'THON',
      jiraUserEmail: 'bot@thon.school',
      paymentProviderSecretName: 'thon/staging/stripe-secret-key',
      paymentWebhookSecretName: 'thon/staging/stripe-webhook-secret',
      jiraApiTokenSecretName: 'thon/staging/jira-api-token',
    });
  });
});

describe('web custom domain', () => {
  const reader = (values: Record<string, string>) => (key: string) => values[key];

  it("gives CloudFront the stage file's web and admin names, their certificate and the zone", () => {
    expect(webCustomDomain(reader(stageContext(real as ValidStageFile)))).toEqual({
      names: ['staging.thon.school', 'admin.staging.thon.school'],
      certificateArn: real.certificates.web,
      hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'thon.school' },
    });
  });

  it('keeps the default CloudFront domain without a name or a certificate', () => {
    expect(webCustomDomain(reader({}))).toBeUndefined();
    expect(webCustomDomain(reader({ webDomainName: 'thon.school' }))).toBeUndefined();
    expect(webCustomDomain(reader({ webCertificateArn: real.certificates.web }))).toBeUndefined();
  });
});
