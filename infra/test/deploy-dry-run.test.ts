// `npm run deploy -- --stage staging --dry-run` as a fresh clone runs it: the committed stage file
// (placeholders, listed as warnings), no AWS credentials (so no AWS call: every stack is compared
// with an empty one), the three stacks in deploy order with their changes. Bundling is skipped
// (--no-bundling, the aws:cdk:bundling-stacks context): bundling ~250 functions takes minutes and
// changes only the assets, not a line of the summary; `npm run deploy -- --stage staging --dry-run`
// bundles.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../deploy/deploy';

const printed: string[] = [];
const errors: string[] = [];
let code: number;
const saved = { ...process.env };

beforeAll(async () => {
  // No credentials anywhere: not in the environment, not in shared files.
  for (const name of Object.keys(process.env))
    if (name.startsWith('AWS_')) Reflect.deleteProperty(process.env, name);
  const empty = mkdtempSync(join(tmpdir(), 'thon-no-aws-'));
  process.env.AWS_CONFIG_FILE = join(empty, 'config');
  process.env.AWS_SHARED_CREDENTIALS_FILE = join(empty, 'credentials');
  // Any AWS call would go here and fail the run.
  process.env.AWS_ENDPOINT_URL = 'http://127.0.0.1:9';
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  code = await main(['--stage', 'staging', '--dry-run', '--no-bundling'], {
    outdir: mkdtempSync(join(tmpdir(), 'thon-dry-run-')),
  });
  vi.restoreAllMocks();
}, 600_000);

afterAll(() => {
  process.env = saved;
});

describe('deploy --dry-run (staging, offline)', () => {
  it('ends well and deploys nothing', () => {
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(printed.at(-1)).toBe('\nDry run: nothing was deployed.');
  });

  it('warns about each placeholder of the stage file', () => {
    expect(printed).toContain(
      'Warning: infra/stages/staging.ts still holds placeholders (a deploy refuses them):',
    );
    expect(printed).toContain(
      '  infra/stages/staging.ts: alarmEmail is a placeholder (alarms@thon.example.org); put the address alarms are sent to',
    );
  });

  it('compares with empty stacks without credentials', () => {
    expect(printed).toContain('no AWS credentials configured: every stack is compared with an empty one');
  });

  it('prints the three stacks in deploy order, everything to add', () => {
    const headlines = printed.filter((line) => /^Thon\w+ \(/u.test(line));
    expect(headlines.map((line) => line.split(' against')[0])).toEqual([
      'ThonEdge (thon-staging-edge)',
      'ThonData (thon-staging-data)',
      'ThonApi (thon-staging-api)',
    ]);
    for (const line of headlines) {
      expect(line).toMatch(
        /against an empty stack: [1-9]\d* to add, 0 to modify, 0 to remove; IAM statement changes: [1-9]\d*; security group changes: 0$/u,
      );
    }
  });

  it("lists resources by type and the API stack's nested stacks", () => {
    expect(printed).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ {4}\+ AWS::CloudFront::Distribution x1$/u),
        // The web and admin names (A and AAAA each) and the API's, from the stage file's zone.
        expect.stringMatching(/^ {4}\+ AWS::Route53::RecordSet x5$/u),
        expect.stringMatching(/^ {4}\+ AWS::DynamoDB::Table x1$/u),
        expect.stringMatching(/^ {4}\+ AWS::SecretsManager::Secret x\d+$/u),
        expect.stringMatching(/^ {2}nested Jobs\S*: [1-9]\d* to add, 0 to modify, 0 to remove/u),
        expect.stringMatching(/^ {2}nested \S*Auth\S*: [1-9]\d* to add/u),
      ]),
    );
  });
});
