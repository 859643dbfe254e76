// Pledge processing on event day's scale: complete the loaded event, and the local queue poller
// and worker charge its per-unit pledges against the stand-in. Prints the local throughput, the
// DynamoDB requests and provider requests per pledge, and an estimate for 10,000 pledges on AWS
// at the worker's concurrency (10) with Stripe's own latency. Numbers only.
export interface ProcessingFigures {
  pledges: number;
  seconds: number;
  dynamoDbPerPledge: number;
  providerPerPledge: number;
  /** DynamoDB request units billed per pledge charged (for the cost model). */
  readUnitsPerPledge: number;
  writeUnitsPerPledge: number;
  /** Estimated minutes for 10,000 pledges on AWS (see estimate below). */
  awsMinutesFor10k: number;
}

/** Assumptions of the AWS estimate: Stripe answers a charge in ~400 ms, DynamoDB in ~10 ms. */
export const awsAssumptions = { workerConcurrency: 10, stripeMs: 400, dynamoDbMs: 10 };

export async function measureProcessing(options: {
  complete: () => Promise<void>;
  /** Per-unit pledges to charge. */
  pledges: number;
  /** The processing report's progress, 0-100. */
  progress: () => Promise<number>;
  dynamoDbRequests: () => number;
  /** Request units so far (read and write), counted with the requests. */
  dynamoDbUnits: () => { read: number; write: number };
  providerRequests: () => Promise<number>;
}): Promise<ProcessingFigures> {
  const providerBefore = await options.providerRequests();
  const dynamoBefore = options.dynamoDbRequests();
  const unitsBefore = options.dynamoDbUnits();
  const started = performance.now();
  await options.complete();
  while ((await options.progress()) < 100) await new Promise((resolve) => setTimeout(resolve, 1000));
  const seconds = (performance.now() - started) / 1000;
  const pledges = Math.max(1, options.pledges);
  const dynamoDbPerPledge = (options.dynamoDbRequests() - dynamoBefore) / pledges;
  const unitsAfter = options.dynamoDbUnits();
  const readUnitsPerPledge = (unitsAfter.read - unitsBefore.read) / pledges;
  const writeUnitsPerPledge = (unitsAfter.write - unitsBefore.write) / pledges;
  const providerPerPledge = ((await options.providerRequests()) - providerBefore) / pledges;
  // One record at a time per worker: each pledge waits for its provider calls and DynamoDB requests.
  const perPledgeMs =
    providerPerPledge * awsAssumptions.stripeMs + dynamoDbPerPledge * awsAssumptions.dynamoDbMs;
  const awsMinutesFor10k = (10_000 * perPledgeMs) / awsAssumptions.workerConcurrency / 60_000;
  return {
    pledges: options.pledges,
    seconds,
    dynamoDbPerPledge,
    providerPerPledge,
    readUnitsPerPledge,
    writeUnitsPerPledge,
    awsMinutesFor10k,
  };
}
