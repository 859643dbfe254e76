// The fuzz stage: every operation of shared/openapi.json gets hostile requests (fast-check),
// signed out and signed in as several roles, against a private local stack over real HTTP. Any
// 5xx, an answer slower than the hang limit, or an answer showing internal detail fails the
// operation and prints the smallest request fast-check could shrink it to, with the seed.
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerProblem, reproduction } from './answer-verdict';
import { createFuzzCallers, type FuzzCallers } from './fuzz-callers';
import { fuzzSettings, operationSeed } from './fuzz-seed';
import { hostileRequest } from './hostile-requests';
import { fuzzOperations } from './openapi-operations';
import { sendRaw } from './send-request';

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnvironment: Record<string, string>;
  }
}

// The repositories that create the fuzz's users read the stack's AWS environment.
Object.assign(process.env, inject('stackEnvironment'));
const { apiUrl } = inject('stack');
const settings = fuzzSettings();
const operations = fuzzOperations();
console.log(
  `API fuzz: seed ${settings.seed} (replay with FUZZ_SEED=${settings.seed}), ` +
    `${settings.runsPerOperation} hostile requests per operation (FUZZ_RUNS), ${operations.length} operations`,
);

/**
 * An operation's run stops after this long: a finding being shrunk reports the smallest request
 * found so far; a run cut short without a finding fails (no silent skipping).
 */
const operationLimitMs = 90_000;
const tally = { requests: 0, ms: 0, findings: [] as { operationId: string; reproduction: string }[] };
let callers: FuzzCallers;

beforeAll(async () => {
  callers = await createFuzzCallers();
});

afterAll(() => {
  // `npm run bench` reads the pass's figures from here.
  if (process.env.FUZZ_REPORT)
    writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ ...tally, operations: operations.length }));
});

describe('hostile requests get a 4xx or a success, in time, showing nothing inside', () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_name, operation) => {
      await callers.renewSessions();
      const started = performance.now();
      const details = await fc.check(
        fc.asyncProperty(hostileRequest(operation), async (request) => {
          const headers = { ...request.headers, ...callers.headersOf(request.caller, request.session) };
          const answer = await sendRaw(apiUrl, request.method, request.target, headers, request.body);
          tally.requests += 1;
          const problem = answerProblem(request, answer);
          if (problem) throw new Error(reproduction(apiUrl, request, answer, problem));
        }),
        {
          seed: operationSeed(settings.seed, operation.operationId),
          numRuns: settings.runsPerOperation,
          plugins: [fc.interruptAfterTimeLimit(operationLimitMs)],
        },
      );
      tally.ms += performance.now() - started;
      if (details.interrupted && !details.failed) {
        expect.fail(
          `only ${details.numRuns} of ${settings.runsPerOperation} requests in ${operationLimitMs / 1000} s`,
        );
      }
      if (!details.failed) return;
      const error =
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance);
      tally.findings.push({ operationId: operation.operationId, reproduction: error });
      expect.fail(
        `${error}\n\nReplay: FUZZ_SEED=${settings.seed} npm run test:fuzz -- -t '${operation.operationId}'\n`,
      );
    },
  );
});
