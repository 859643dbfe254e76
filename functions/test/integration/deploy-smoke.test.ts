// The deploy's smoke test and account checks (infra/deploy), run as their command-line entries in
// a child process (functions never import infra) against this stack: the event-code lookup and
// sign-in through the local gateway, the event page from a stand-in of CloudFront's web origin
// (web/index.html for every client-side route, as the viewer-request function serves it), the
// queues and stacks in the emulator (SQS, CloudFormation, STS, SSM), so every check really runs.
import { CloudFormationClient, CreateStackCommand } from '@aws-sdk/client-cloudformation';
import { PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { CreateQueueCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqsClient } from '../../src/platform/clients/sqs';
import { useStackEnvironment } from './stack-environment';
import { createTestUser, type TestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const root = fileURLToPath(new URL('../../../', import.meta.url));
const indexHtml = readFileSync(`${root}web/index.html`, 'utf8');

interface CliAnswer {
  code: number;
  lines: Record<string, unknown>[];
  stderr: string;
}

function runCli(
  script: string,
  args: string[],
  input: string,
  env: Record<string, string> = {},
): Promise<CliAnswer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', `${root}infra/deploy/${script}`, ...args],
      { cwd: root, env: { ...process.env, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({
          code: typeof error?.code === 'number' ? error.code : 0,
          lines: stdout
            .split('\n')
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line) as Record<string, unknown>),
          stderr,
        });
      },
    );
    child.stdin?.end(input);
  });
}

async function createQueue(label: string): Promise<string> {
  const { QueueUrl } = await sqsClient().send(
    new CreateQueueCommand({ QueueName: `smoke-${label}-${randomUUID().slice(0, 8)}` }),
  );
  if (!QueueUrl) throw new Error('no queue url');
  return QueueUrl;
}

/** CloudFront's web origin as the SPA sees it: index.html for extension-less paths, 404 otherwise. */
let webOrigin: Server;
let webUrl: string;
let user: TestUser;
const eventCode = `SMK${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
const eventId = randomUUID();

beforeAll(async () => {
  webOrigin = createServer((request, response) => {
    const last = (request.url ?? '/').split('?')[0]?.split('/').pop() ?? '';
    if (last.includes('.')) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(indexHtml);
  });
  await new Promise<void>((resolve) => webOrigin.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(webOrigin.address() as AddressInfo).port}`;
  user = await createTestUser({ label: 'smoke' });
  const { createEvent } = await import('../../src/data/repositories/events-repository');
  await createEvent({
    eventId,
    organizationId: randomUUID(),
    name: 'Smoke Test Run',
    eventCode,
    status: 'live',
    unitName: 'lap',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    timeZone: 'America/New_York',
    goal: 100,
  });
});

afterAll(async () => {
  await new Promise((resolve) => webOrigin.close(resolve));
});

const checksOf = (answer: CliAnswer) =>
  Object.fromEntries(
    answer.lines.map((line) => [line.check as string, line as { ok: boolean; detail: string }]),
  );

describe('deploy smoke test against the local stack', () => {
  it('passes every check on a healthy stack, each saying what it saw', async () => {
    const queues = { pledges: await createQueue('pledges'), deadLetters: await createQueue('dead') };
    const answer = await runCli(
      'smoke-test-cli.ts',
      [],
      JSON.stringify({ webUrl, apiUrl, username: user.username, eventCode, queues }),
      { THON_SMOKE_TEST_PASSWORD: user.password },
    );
    expect(answer.stderr).not.toMatch(/Error/u);
    expect(checksOf(answer)).toEqual({
      'event-code lookup': {
        check: 'event-code lookup',
        ok: true,
        detail: `an unknown code answers "not found", ${eventCode} answers event ${eventId}`,
      },
      'event page through CloudFront': {
        check: 'event page through CloudFront',
        ok: true,
        detail: expect.stringMatching(/^GET \/event\/… answers the SPA/u),
      },
      'sign-in of the smoke-test user': {
        check: 'sign-in of the smoke-test user',
        ok: true,
        detail: `${user.username} signs in and reads its session`,
      },
      queues: {
        check: 'queues',
        ok: true,
        detail: 'dead-letter queue empty; pledge queue: 0 waiting, 0 in flight',
      },
    });
    expect(answer.code).toBe(0);
  });

  it('fails the checks that see a problem and still runs the others', async () => {
    const queues = { pledges: await createQueue('pledges'), deadLetters: await createQueue('dead') };
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: queues.deadLetters, MessageBody: '{"pledgeId":"x"}' }),
    );
    // A stack in the emulator without schedules: the check reads it through CloudFormation.
    const stackName = `smoke-no-schedules-${randomUUID().slice(0, 8)}`;
    await new CloudFormationClient({}).send(
      new CreateStackCommand({
        StackName: stackName,
        TemplateBody: JSON.stringify({ Resources: { Queue: { Type: 'AWS::SQS::Queue' } } }),
      }),
    );
    const answer = await runCli(
      'smoke-test-cli.ts',
      [],
      JSON.stringify({
        webUrl: `${apiUrl}/nothing-here`,
        apiUrl,
        username: user.username,
        eventCode: 'NOSUCHCODE',
        queues,
        scheduleStack: stackName,
      }),
      { THON_SMOKE_TEST_PASSWORD: 'Wrong#Pass2026' },
    );
    const checks = checksOf(answer);
    expect(answer.code).toBe(1);
    expect(checks['event-code lookup']).toMatchObject({
      ok: false,
      detail: 'event code NOSUCHCODE answered 200 "not found", not an event id',
    });
    expect(checks['event page through CloudFront']).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/answered 404/u),
    });
    expect(checks['sign-in of the smoke-test user']).toMatchObject({
      ok: false,
      detail: `signing in ${user.username} answered 200 "Authentication Failed", not a session token`,
    });
    expect(checks.queues).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^the dead-letter queue holds 1 messages/u),
    });
    expect(checks.schedules).toMatchObject({ ok: false, detail: 'the stage has no schedules' });
  });
});

describe('deploy account checks against the emulator', () => {
  it('checks the credentials account, then the CDK bootstrap by SSM parameter or CDKToolkit stack', async () => {
    const { Account: account = '' } = await new STSClient({}).send(new GetCallerIdentityCommand({}));
    const region = process.env.AWS_REGION ?? 'us-east-1';
    const run = (forAccount: string) => runCli('account-checks-cli.ts', [forAccount, region, '21'], '');

    const otherAccount = await run('210987654321');
    expect(checksOf(otherAccount).credentials).toMatchObject({
      ok: false,
      problem: expect.stringContaining(`These credentials are for account ${account}`),
    });

    const bare = await run(account);
    expect(checksOf(bare)).toMatchObject({
      credentials: { ok: true },
      bootstrap: {
        ok: false,
        problem: `Account ${account} is not bootstrapped for CDK in ${region} (no /cdk-bootstrap/hnb659fds/version parameter, no CDKToolkit stack). Run: npx cdk bootstrap aws://${account}/${region}`,
      },
    });
    expect(bare.code).toBe(1);

    await new CloudFormationClient({}).send(
      new CreateStackCommand({
        StackName: 'CDKToolkit',
        TemplateBody: JSON.stringify({
          Resources: { Staging: { Type: 'AWS::SQS::Queue' } },
          Outputs: { BootstrapVersion: { Value: '14' } },
        }),
      }),
    );
    expect(checksOf(await run(account)).bootstrap).toMatchObject({
      ok: false,
      problem: `The CDK bootstrap of ${account} in ${region} is version 14; these stacks need 21 or later. Run: npx cdk bootstrap aws://${account}/${region}`,
    });

    await new SSMClient({}).send(
      new PutParameterCommand({ Name: '/cdk-bootstrap/hnb659fds/version', Value: '30', Type: 'String' }),
    );
    const ready = await run(account);
    expect(checksOf(ready)).toMatchObject({
      credentials: { ok: true },
      bootstrap: { ok: true, detail: 'CDK bootstrap: version 30 (needs 21)' },
    });
    expect(ready.code).toBe(0);
  });
});
