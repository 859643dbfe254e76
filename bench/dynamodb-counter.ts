// Counts the DynamoDB requests the handlers send, with a middleware on the one DynamoDB client
// they share (functions/src/platform/clients/dynamodb.ts; the document client uses the same
// middleware stack). The local gateway runs the handlers in this process, so every request a
// handler or the authorizer sends passes through it. Counted at the `initialize` step: one per
// SDK command (a BatchWriteItem or TransactWriteItems is one), retries not included.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dynamoDbClient } from '@thon/functions/platform/clients/dynamodb';
import { capacityUnitsOf } from '@thon/infra/lib/cost/capacity-units';

export type Phase = 'authorizer' | 'handler';

/** Set by bench/counting-authorizer.ts while the Lambda authorizer runs. */
export const phase = new AsyncLocalStorage<Phase>();

export interface Counts {
  authorizer: number;
  handler: number;
  /** Handler requests by command, e.g. QueryCommand → 1. */
  commands: Map<string, number>;
  /** Items the handler's reads returned (GetItem, BatchGetItem, Query, Scan). */
  itemsRead: number;
  /** On-demand request units billed, by phase (infra/lib/cost/capacity-units.ts; for the cost model). */
  units: Record<Phase, { read: number; write: number }>;
}

const emptyCounts = (): Counts => ({
  authorizer: 0,
  handler: 0,
  commands: new Map(),
  itemsRead: 0,
  units: { authorizer: { read: 0, write: 0 }, handler: { read: 0, write: 0 } },
});
let counts = emptyCounts();
let installed = false;
let inFlight = 0;

function itemsIn(output: unknown): number {
  const answer = (output ?? {}) as { Item?: unknown; Count?: number; Responses?: unknown };
  if (typeof answer.Count === 'number') return answer.Count;
  if (answer.Item) return 1;
  if (answer.Responses && typeof answer.Responses === 'object' && !Array.isArray(answer.Responses)) {
    return Object.values(answer.Responses).reduce<number>(
      (sum, items) => sum + (Array.isArray(items) ? items.length : 0),
      0,
    );
  }
  return 0;
}

/** Call once the stack is up (the client exists and reads the emulator endpoint) and before any handler runs. */
export function installDynamoDbCounter(): void {
  if (installed) return;
  installed = true;
  dynamoDbClient().middlewareStack.add(
    (next, context) => async (args) => {
      const current = phase.getStore() ?? 'handler';
      counts[current] += 1;
      if (current === 'handler') {
        const command = context.commandName ?? 'unknown';
        counts.commands.set(command, (counts.commands.get(command) ?? 0) + 1);
      }
      inFlight += 1;
      const counted = counts;
      try {
        const result = await next(args);
        if (current === 'handler') counted.itemsRead += itemsIn(result.output);
        const units = capacityUnitsOf(context.commandName ?? '', args.input, result.output);
        counted.units[current].read += units.read;
        counted.units[current].write += units.write;
        return result;
      } finally {
        inFlight -= 1;
      }
    },
    { step: 'initialize', name: 'benchDynamoDbCounter' },
  );
}

/** Starts a new count and returns the previous one. */
export function takeCounts(): Counts {
  const taken = counts;
  counts = emptyCounts();
  return taken;
}

/** Waits until no DynamoDB request has been in flight for `quietMs` (handlers a client gave up on). */
export async function dynamoDbIdle(quietMs = 300, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
