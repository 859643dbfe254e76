// The deploy command's small parts: its arguments, the change summary of a template pair, the page
// settings written into the web build, the upload's cache rules, the offline credentials test.
import { fullDiff } from '@aws-cdk/cloudformation-diff';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDeployArguments } from '../deploy/arguments';
import { requireApproval } from '../deploy/cdk-cli';
import { countChanges, formatStackChanges } from '../deploy/change-summary';
import { credentialsConfigured } from '../deploy/credentials-configured';
import { writePageSettings } from '../deploy/page-settings';
import { cacheControlOf } from '../deploy/web-upload';

describe('deploy arguments', () => {
  it('takes a stage, --dry-run and --no-bundling', () => {
    expect(parseDeployArguments(['--stage', 'staging', '--dry-run', '--no-bundling'])).toEqual({
      ok: true,
      value: { stage: 'staging', dryRun: true, bundling: false },
    });
    expect(parseDeployArguments(['--stage=prod'])).toEqual({
      ok: true,
      value: { stage: 'prod', dryRun: false, bundling: true },
    });
  });

  it.each([
    [[], '--stage must be staging or prod'],
    [['--stage', 'dev'], '--stage must be staging or prod'],
    [['--stage', 'prod', '--no-bundling'], '--no-bundling is for --dry-run only'],
    [['--stage', 'prod', '--force'], "Unknown option '--force'"],
  ])('refuses %j with one line and the usage', (argv, message) => {
    const parsed = parseDeployArguments(argv);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toContain(message);
    expect(parsed.ok ? '' : parsed.message).toContain('Usage: npm run deploy -- --stage staging|prod');
  });
});

describe('change summary', () => {
  const role = (actions: string[]) => ({
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Statement: [
          { Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' }, Action: 'sts:AssumeRole' },
        ],
      },
      Policies: [
        {
          PolicyName: 'p',
          PolicyDocument: { Statement: [{ Effect: 'Allow', Action: actions, Resource: 'arn:aws:s3:::b/*' }] },
        },
      ],
    },
  });
  const before = {
    Resources: {
      Queue: { Type: 'AWS::SQS::Queue', Properties: { VisibilityTimeout: 30 } },
      Old: { Type: 'AWS::SNS::Topic' },
      Role: role(['s3:GetObject']),
    },
  };
  const after = {
    Resources: {
      Queue: { Type: 'AWS::SQS::Queue', Properties: { VisibilityTimeout: 60 } },
      Bucket: { Type: 'AWS::S3::Bucket' },
      Other: { Type: 'AWS::S3::Bucket' },
      Role: role(['s3:GetObject', 's3:PutObject']),
      Group: {
        Type: 'AWS::EC2::SecurityGroup',
        Properties: {
          GroupDescription: 'g',
          SecurityGroupIngress: [{ IpProtocol: 'tcp', FromPort: 443, ToPort: 443, CidrIp: '0.0.0.0/0' }],
        },
      },
    },
  };

  it('counts resources added, modified and removed by type, IAM and security group changes', () => {
    expect(countChanges(fullDiff(before, after))).toEqual({
      added: { 'AWS::S3::Bucket': 2, 'AWS::EC2::SecurityGroup': 1 },
      modified: { 'AWS::SQS::Queue': 1, 'AWS::IAM::Role': 1 },
      removed: { 'AWS::SNS::Topic': 1 },
      // The widened statement is one removed and one added.
      iamChanges: 2,
      securityGroupChanges: 1,
    });
  });

  it('against an empty stack everything is added', () => {
    expect(countChanges(fullDiff({}, before))).toMatchObject({
      added: { 'AWS::SQS::Queue': 1, 'AWS::SNS::Topic': 1, 'AWS::IAM::Role': 1 },
      modified: {},
      removed: {},
      iamChanges: 2,
    });
  });

  it('prints a headline per stack, its types, and a line per changed nested stack', () => {
    const unchanged = { added: {}, modified: {}, removed: {}, iamChanges: 0, securityGroupChanges: 0 };
    expect(
      formatStackChanges({
        name: 'ThonApi',
        stackName: 'thon-staging-api',
        against: 'deployed',
        ...countChanges(fullDiff(before, after)),
        nested: [
          {
            name: 'ThonApi/AuthAreaNested',
            against: 'deployed',
            ...unchanged,
            added: { 'AWS::Lambda::Function': 2 },
            nested: [],
          },
          { name: 'ThonApi/JobsNested', against: 'deployed', ...unchanged, nested: [] },
        ],
      }),
    ).toEqual([
      'ThonApi (thon-staging-api) against the deployed template: 3 to add, 2 to modify, 1 to remove; IAM statement changes: 2; security group changes: 1',
      '    + AWS::EC2::SecurityGroup x1',
      '    + AWS::S3::Bucket x2',
      '    ~ AWS::IAM::Role x1',
      '    ~ AWS::SQS::Queue x1',
      '    - AWS::SNS::Topic x1',
      '  nested AuthAreaNested: 2 to add, 0 to modify, 0 to remove; IAM statement changes: 0; security group changes: 0',
      '  1 nested stack unchanged',
    ]);
  });
});

describe('web build settings', () => {
  const html =
    '<head><meta name="thon-facebook-app-id" content="" />\n<meta name="thon-admin-hosts" content="" /></head>';

  it('writes each page setting into its meta tag', () => {
    expect(
      writePageSettings(html, {
        'thon-facebook-app-id': '1234567890',
        'thon-admin-hosts': 'admin.thon.school',
      }),
    ).toBe(
      '<head><meta name="thon-facebook-app-id" content="1234567890" />\n<meta name="thon-admin-hosts" content="admin.thon.school" /></head>',
    );
  });

  it('refuses HTML without the tag rather than deploying a page without its setting', () => {
    expect(() =>
      writePageSettings('<head></head>', { 'thon-facebook-app-id': '1', 'thon-admin-hosts': 'a' }),
    ).toThrow('The web build\'s HTML has no <meta name="thon-facebook-app-id"> to write');
  });

  it('keeps hashed assets a year and revalidates everything else', () => {
    expect(cacheControlOf('assets/index-3f9a2b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('index.html')).toBe('no-cache');
    expect(cacheControlOf('event.html')).toBe('no-cache');
    expect(cacheControlOf('sw.js')).toBe('no-cache');
  });
});

describe('deploy safety', () => {
  it('asks before a broadening change only on prod', () => {
    expect(requireApproval).toEqual({ staging: 'never', prod: 'broadening' });
  });

  it('sees credentials without a network call: variables or the shared files', () => {
    const home = mkdtempSync(join(tmpdir(), 'thon-home-'));
    expect(credentialsConfigured({}, home)).toBe(false);
    expect(credentialsConfigured({ AWS_PROFILE: 'thon' }, home)).toBe(true);
    expect(credentialsConfigured({ AWS_ACCESS_KEY_ID: 'AKIA' }, home)).toBe(true);
    const config = join(home, 'config');
    writeFileSync(config, '[default]\nregion = us-east-1\n');
    expect(credentialsConfigured({ AWS_CONFIG_FILE: config }, home)).toBe(true);
  });
});
