// Starts a private local stack (emulator on a free port, resources from the CDK template,
// local gateway) for the integration tests, and tears it down afterwards.
import type { TestProject } from 'vitest/node';
import { startLocalStack, type StackInfo } from '../../dev/local-stack';
import { startFacebookGraphStub } from './facebook-graph-stub';
import { jiraHandlers, jiraStub, jiraStubEnvironment } from './jira-stub';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    stackEnvironment: Record<string, string>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The tests run every job they depend on themselves (and hold whichever run writes first); the
  // stack's own timer runs the scheduled jobs once a minute, not every 15 s, so the shared,
  // single-threaded emulator spends its time on the tests.
  const stack = await startLocalStack({ emulatorPort: 0, gatewayPort: 0, sweepIntervalMs: 60_000 });
  // The handlers run in this process (the gateway is in-process), so Facebook is stubbed here, and
  // the support desk's Jira, which this stack is configured with.
  Object.assign(process.env, jiraStubEnvironment);
  const stopFacebookStub = startFacebookGraphStub({
    handlers: jiraHandlers,
    hosts: [new URL(jiraStub.siteUrl).hostname],
  });
  project.provide('stack', stack.info);
  const names = [
    'AWS_ENDPOINT_URL',
    'AWS_REGION',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'TABLE_NAME',
    'USER_POOL_ID',
    'USER_POOL_CLIENT_ID',
    'SIGNING_KEY_ID',
    'UPLOADS_BUCKET',
    'MAIL_FROM',
    'WEB_ORIGIN',
    'ADMIN_ORIGIN',
    'POWERTOOLS_LOG_LEVEL',
    'ID_KEY_SECRET_ARN',
    // The payment stand-in: a test arranges connected accounts through the same Stripe adapter.
    'PAYMENT_PROVIDER_URL',
    'PAYMENT_PROVIDER_API_KEY',
    // Test Thons' key (test mode), which the stand-in tells apart from the live one.
    'PAYMENT_PROVIDER_TEST_API_KEY',
    'PAYMENT_WEBHOOK_SECRET',
    // The pledge-charges queue, for tests that enqueue or inspect it.
    'PLEDGE_QUEUE_URL',
    // The invalidation retry queue: tests that see a refused invalidation queued and retried.
    'INVALIDATION_QUEUE_URL',
    // Sharing: the reminder job and senders a test calls directly send as deployed.
    'EMAIL_CONFIGURATION_SET',
    'SMS_SENDER_ID',
  ];
  project.provide(
    'stackEnvironment',
    Object.fromEntries(
      names.filter((name) => process.env[name]).map((name) => [name, process.env[name] as string]),
    ),
  );
  return async () => {
    stopFacebookStub();
    await stack.stop();
  };
}
