// A simulated AWS round trip: a middleware on the handlers' in-process DynamoDB, SES and SNS
// clients (functions/src/platform/clients) waits a fixed time before each request goes out. moto
// is single-threaded and answers in about a millisecond, so parallel sends barely show locally;
// with a wait per request they do. The wait is an assumption about AWS, not a measurement.
import { setTimeout as sleep } from 'node:timers/promises';
import { dynamoDbClient } from '@thon/functions/platform/clients/dynamodb';
import { sesClient } from '@thon/functions/platform/clients/ses';
import { snsClient } from '@thon/functions/platform/clients/sns';

let delayMs = 0;
let requests = 0;

const delayed =
  <Args, Result>(next: (args: Args) => Promise<Result>) =>
  async (args: Args) => {
    requests += 1;
    if (delayMs > 0) await sleep(delayMs);
    return next(args);
  };

/** Call once the stack is up (the clients read the emulator's endpoint when first created). */
export function installAwsDelay(): void {
  // finalizeRequest: once per request sent, after the request is built and signed.
  const options = { step: 'finalizeRequest', name: 'benchAwsDelay' } as const;
  dynamoDbClient().middlewareStack.add(delayed, options);
  sesClient().middlewareStack.add(delayed, options);
  snsClient().middlewareStack.add(delayed, options);
}

/** Every request from now on waits `ms` (0: none). */
export function setAwsDelay(ms: number): void {
  delayMs = ms;
}

/** AWS requests sent since the last call (the authorizer's included). */
export function takeAwsRequests(): number {
  const taken = requests;
  requests = 0;
  return taken;
}
