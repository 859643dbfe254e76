// Runs the smoke test from a JSON description of its target on stdin and prints one JSON result
// per line; exits 1 when a check fails. The deploy calls runSmokeTest directly; this entry lets a
// test (or an operator) point the same checks at any stack: the local one, or a deployed stage's
// URLs and queues. The password comes from THON_SMOKE_TEST_PASSWORD, never from the JSON.
//   echo '{"webUrl":…,"apiUrl":…,"username":…,"queues":{…},"scheduleStack":…}' | npx tsx infra/deploy/smoke-test-cli.ts
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { SQSClient } from '@aws-sdk/client-sqs';
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import { runSmokeTest } from './smoke-test';
import { scheduleStates } from './stage-resources';

const targetSchema = z.strictObject({
  webUrl: z.url(),
  apiUrl: z.url(),
  username: z.string().min(1),
  eventCode: z.string().min(1).optional(),
  queues: z.strictObject({ pledges: z.url(), deadLetters: z.url() }),
  /** The top-level stack whose (nested) schedules are checked; omitted, no schedule check. */
  scheduleStack: z.string().min(1).optional(),
  maxPledgeBacklog: z.number().int().nonnegative().optional(),
});

async function main(): Promise<number> {
  const parsed = targetSchema.safeParse(JSON.parse(await text(process.stdin)));
  if (!parsed.success) {
    console.error(z.prettifyError(parsed.error));
    return 2;
  }
  const password = process.env.THON_SMOKE_TEST_PASSWORD;
  if (!password) {
    console.error("Set THON_SMOKE_TEST_PASSWORD to the smoke-test user's password.");
    return 2;
  }
  const target = parsed.data;
  const results = await runSmokeTest({
    webUrl: target.webUrl,
    apiUrl: target.apiUrl,
    user: { username: target.username, password },
    eventCode: target.eventCode,
    queues: target.queues,
    sqs: new SQSClient({}),
    ...(target.scheduleStack
      ? { schedules: scheduleStates(new CloudFormationClient({}), target.scheduleStack) }
      : {}),
    ...(target.maxPledgeBacklog === undefined ? {} : { maxPledgeBacklog: target.maxPledgeBacklog }),
  });
  for (const result of results) console.log(JSON.stringify(result));
  return results.every((result) => result.ok) ? 0 : 1;
}

process.exitCode = await main();
