// The local stack's telemetry sink (functions/dev/local-telemetry.ts): EMF documents summed into
// one counter per namespace, metric and dimension values, durations with p50/p99 from a bounded
// reservoir, the latest 100 invocations newest first, its registration on globalThis (several
// stacks in one process), and the readable terminal lines (local-telemetry-lines.ts).
import { afterEach, describe, expect, it } from 'vitest';
import {
  devMetricsSchema,
  localTelemetrySink,
  type EmfDocument,
  type TracedInvocation,
} from '@thon/shared/observability/local-telemetry';
import { createLocalTelemetry, registerLocalTelemetry, type LocalTelemetry } from '../../dev/local-telemetry';
import { formatCalls, formatInvocationLine, formatRequestLine } from '../../dev/local-telemetry-lines';
import { createReservoir } from '../../dev/local-telemetry-reservoir';

/** One EMF document as Powertools flushes it: one directive, one dimension set. */
function emf(
  metrics: Record<string, { unit: string; value: number | number[] }>,
  dimensions: Record<string, string> = {},
  namespace = 'Thon/local',
): EmfDocument {
  return {
    _aws: {
      Timestamp: Date.parse('2026-11-27T10:00:00Z'),
      CloudWatchMetrics: [
        {
          Namespace: namespace,
          Dimensions: [Object.keys(dimensions)],
          Metrics: Object.entries(metrics).map(([name, { unit }]) => ({ Name: name, Unit: unit })),
        },
      ],
    },
    ...dimensions,
    ...Object.fromEntries(Object.entries(metrics).map(([name, { value }]) => [name, value])),
    route: 'CreatePledge',
  };
}

const counter = (telemetry: LocalTelemetry, name: string, dimensions = '', namespace = 'Thon/local') =>
  telemetry
    .summary()
    .metrics.find(
      (metric) => metric.name === name && metric.dimensions === dimensions && metric.namespace === namespace,
    );

function trace(name: string, overrides: Partial<TracedInvocation> = {}): TracedInvocation {
  return {
    name,
    kind: 'route',
    correlationId: '3f2a9c1e-7b4d-4e8a-9f00-123456789abc',
    startedAt: '2026-11-27T10:00:00.000Z',
    durationMs: 84.4,
    outcome: 200,
    calls: [],
    ...overrides,
  };
}

/** A seeded generator, so the reservoir's sampling is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('EMF documents summed into counters', () => {
  it('counts and sums each metric per dimension values, keeping areas and namespaces apart', () => {
    const telemetry = createLocalTelemetry();
    telemetry.metrics(
      emf({ Requests: { unit: 'Count', value: 1 }, Faults: { unit: 'Count', value: 0 } }, { Area: 'events' }),
    );
    telemetry.metrics(
      emf({ Requests: { unit: 'Count', value: 1 }, Faults: { unit: 'Count', value: 1 } }, { Area: 'events' }),
    );
    telemetry.metrics(emf({ Requests: { unit: 'Count', value: 1 } }, { Area: 'pledges' }));
    telemetry.metrics(emf({ Requests: { unit: 'Count', value: 1 } }, { Area: 'events' }, 'Thon/other'));

    expect(counter(telemetry, 'Requests', 'Area=events')).toMatchObject({
      samples: 2,
      sum: 2,
      unit: 'Count',
    });
    expect(counter(telemetry, 'Faults', 'Area=events')).toMatchObject({ samples: 2, sum: 1 });
    expect(counter(telemetry, 'Requests', 'Area=pledges')).toMatchObject({ samples: 1, sum: 1 });
    expect(counter(telemetry, 'Requests', 'Area=events', 'Thon/other')).toMatchObject({ samples: 1, sum: 1 });
    expect(telemetry.summary().metrics).toHaveLength(4);
    expect(counter(telemetry, 'Requests', 'Area=events')?.lastAt).toBe('2026-11-27T10:00:00.000Z');
  });

  it('reads several dimensions in their order, none as an empty string, and values given as an array', () => {
    const telemetry = createLocalTelemetry();
    telemetry.metrics(emf({ LapsCounted: { unit: 'Count', value: [3, 4] } }));
    telemetry.metrics(
      emf({ ShopOrders: { unit: 'Count', value: 1 } }, { service: 'thon', State: 'submitted' }),
    );

    expect(counter(telemetry, 'LapsCounted', '')).toMatchObject({ samples: 2, sum: 7 });
    expect(counter(telemetry, 'ShopOrders', 'service=thon,State=submitted')).toMatchObject({ samples: 1 });
  });

  it('gives durations p50 and p99, counts none', () => {
    const telemetry = createLocalTelemetry();
    // 1..100 in a scrambled order: the percentiles must not depend on arrival order.
    for (let index = 0; index < 100; index += 1) {
      const value = ((index * 37) % 100) + 1;
      telemetry.metrics(
        emf(
          { Duration: { unit: 'Milliseconds', value }, Requests: { unit: 'Count', value: 1 } },
          { Area: 'events' },
        ),
      );
    }
    expect(counter(telemetry, 'Duration', 'Area=events')).toMatchObject({
      samples: 100,
      sum: 5050,
      p50: 50,
      p99: 99,
    });
    const requests = counter(telemetry, 'Requests', 'Area=events');
    expect(requests?.p50).toBeUndefined();
    expect(requests?.p99).toBeUndefined();
  });

  it('keeps every directive and dimension set of one document', () => {
    const telemetry = createLocalTelemetry();
    telemetry.metrics({
      _aws: {
        Timestamp: Date.parse('2026-11-27T10:00:00Z'),
        CloudWatchMetrics: [
          {
            Namespace: 'Thon/local',
            Dimensions: [['Job'], []],
            Metrics: [{ Name: 'JobRuns', Unit: 'Count' }],
          },
          {
            Namespace: 'Thon/local',
            Dimensions: [['Job']],
            Metrics: [{ Name: 'JobFailures', Unit: 'Count' }],
          },
        ],
      },
      Job: 'applyLapUnits',
      JobRuns: 1,
      JobFailures: 2,
    });
    expect(counter(telemetry, 'JobRuns', 'Job=applyLapUnits')).toMatchObject({ samples: 1, sum: 1 });
    expect(counter(telemetry, 'JobRuns', '')).toMatchObject({ samples: 1, sum: 1 });
    expect(counter(telemetry, 'JobFailures', 'Job=applyLapUnits')).toMatchObject({ samples: 1, sum: 2 });
  });

  it('skips what is not an EMF document or not a number, without throwing', () => {
    const telemetry = createLocalTelemetry();
    telemetry.metrics({ message: 'not emf' } as unknown as EmfDocument);
    telemetry.metrics(emf({ Requests: { unit: 'Count', value: 'many' as unknown as number } }));
    expect(telemetry.summary().metrics).toEqual([]);
  });

  it('stops adding counters past its limit (a runaway dimension cannot grow it without end)', () => {
    const telemetry = createLocalTelemetry({ maxCounters: 3 });
    for (const area of ['a', 'b', 'c', 'd', 'e'])
      telemetry.metrics(emf({ Requests: { unit: 'Count', value: 1 } }, { Area: area }));
    telemetry.metrics(emf({ Requests: { unit: 'Count', value: 1 } }, { Area: 'a' }));
    expect(telemetry.summary().metrics.map((metric) => [metric.dimensions, metric.samples])).toEqual([
      ['Area=a', 2],
      ['Area=b', 1],
      ['Area=c', 1],
    ]);
  });
});

describe('the duration reservoir', () => {
  it('keeps at most its size of samples while counting every value', () => {
    const reservoir = createReservoir(64, seeded(7));
    for (let value = 1; value <= 10_000; value += 1) reservoir.add(value);
    expect(reservoir.kept()).toBe(64);
    expect(reservoir.seen()).toBe(10_000);
  });

  it('is exact below its size and close above it (a uniform sample)', () => {
    const small = createReservoir(1000, seeded(1));
    for (let value = 1; value <= 200; value += 1) small.add(value);
    expect([small.percentile(0.5), small.percentile(0.99)]).toEqual([100, 198]);

    const large = createReservoir(1000, seeded(1));
    for (let value = 1; value <= 100_000; value += 1) large.add(value);
    expect(large.percentile(0.5)).toBeGreaterThan(45_000);
    expect(large.percentile(0.5)).toBeLessThan(55_000);
    expect(large.percentile(0.99)).toBeGreaterThan(97_000);
  });

  it('answers from every value added so far, also after it was asked once', () => {
    const reservoir = createReservoir(8);
    for (const value of [1, 2, 3, 4]) reservoir.add(value);
    expect(reservoir.percentile(0.5)).toBe(2);
    for (const value of [100, 100, 100, 100]) reservoir.add(value);
    expect([reservoir.percentile(0.5), reservoir.percentile(0.99)]).toEqual([4, 100]);
  });

  it('answers nothing before its first value', () => {
    expect(createReservoir(8).percentile(0.5)).toBeUndefined();
  });
});

describe('invocations', () => {
  it('keeps the latest 100, newest first, and the summary is what /__dev/metrics promises', () => {
    const telemetry = createLocalTelemetry();
    for (let index = 0; index < 150; index += 1) telemetry.invocation(trace(`Route${index}`));
    const { invocations } = devMetricsSchema.parse(telemetry.summary());
    expect(invocations).toHaveLength(100);
    expect(invocations[0]?.name).toBe('Route149');
    expect(invocations.at(-1)?.name).toBe('Route50');
  });

  it('hands the invocations of a gateway request to it instead of printing them; others print', async () => {
    const printed: string[] = [];
    const telemetry = createLocalTelemetry({ print: (line) => printed.push(line) });
    const collected: TracedInvocation[] = [];
    await telemetry.collect(collected, async () => {
      await Promise.resolve();
      telemetry.invocation(trace('CreatePledge'));
    });
    telemetry.invocation(trace('applyLapUnits', { kind: 'job', outcome: 'ok', durationMs: 120 }));

    expect(collected.map((invocation) => invocation.name)).toEqual(['CreatePledge']);
    expect(printed).toEqual(['job applyLapUnits ok 120 ms  corr=3f2a9c1e…']);
    expect(telemetry.summary().invocations.map((invocation) => invocation.name)).toEqual([
      'applyLapUnits',
      'CreatePledge',
    ]);
  });
});

describe('registration on globalThis', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('serves the latest running stack; stopping one never removes another', () => {
    const first = createLocalTelemetry();
    const second = createLocalTelemetry();
    const stopFirst = registerLocalTelemetry(first);
    const stopSecond = registerLocalTelemetry(second);
    stops.push(stopFirst, stopSecond);
    expect(localTelemetrySink()).toBe(second);

    stopFirst();
    expect(localTelemetrySink()).toBe(second);
    stopSecond();
    expect(localTelemetrySink()).toBeUndefined();
    // Stopping twice is harmless.
    stopSecond();
    expect(localTelemetrySink()).toBeUndefined();
  });

  it('falls back to the earlier stack when the latest stops first', () => {
    const first = createLocalTelemetry();
    const second = createLocalTelemetry();
    const stopFirst = registerLocalTelemetry(first);
    const stopSecond = registerLocalTelemetry(second);
    stops.push(stopFirst, stopSecond);
    stopSecond();
    expect(localTelemetrySink()).toBe(first);
  });
});

describe('terminal lines', () => {
  const calls = [
    { service: 'DynamoDB', operation: 'GetItem', durationMs: 10.2 },
    { service: 'DynamoDB', operation: 'GetItem', durationMs: 5.1 },
    { service: 'DynamoDB', operation: 'TransactWriteItems', durationMs: 16 },
    { service: 'SES', operation: 'SendRawEmail', durationMs: 12.4 },
  ];

  it('groups calls per service: operations with their counts, then the service total', () => {
    expect(formatCalls(calls)).toBe('DynamoDB GetItem×2 TransactWriteItems 31 ms · SES SendRawEmail 12 ms');
    expect(
      formatCalls([
        {
          service: 'DynamoDB',
          operation: 'PutItem',
          durationMs: 3,
          error: 'ConditionalCheckFailedException',
        },
      ]),
    ).toBe('DynamoDB PutItem(ConditionalCheckFailedException) 3 ms');
    expect(formatCalls([])).toBe('');
  });

  it('writes a request line with its route trace, and an authorizer trace under its name', () => {
    const line = formatRequestLine(
      {
        method: 'POST',
        path: '/api/pledges/CreatePledge',
        status: 200,
        durationMs: 84.3,
        routeName: 'CreatePledge',
      },
      [
        trace('Authorizer', { calls: [{ service: 'DynamoDB', operation: 'GetItem', durationMs: 3 }] }),
        trace('CreatePledge', { calls }),
      ],
    );
    expect(line).toBe(
      'POST /api/pledges/CreatePledge 200 84 ms  corr=3f2a9c1e…  DynamoDB GetItem×2 TransactWriteItems 31 ms · SES SendRawEmail 12 ms  [Authorizer: DynamoDB GetItem 3 ms]',
    );
    expect(formatRequestLine({ method: 'GET', path: '/__dev/outbox', status: 200, durationMs: 4 }, [])).toBe(
      'GET /__dev/outbox 200 4 ms',
    );
  });

  it('writes a job, a worker and a stray route line', () => {
    expect(
      formatInvocationLine(
        trace('chargePledges', { kind: 'worker', outcome: 'failed', durationMs: 300, calls }),
      ),
    ).toBe(
      'worker chargePledges failed 300 ms  corr=3f2a9c1e…  DynamoDB GetItem×2 TransactWriteItems 31 ms · SES SendRawEmail 12 ms',
    );
    expect(formatInvocationLine(trace('CreatePledge'))).toBe('route CreatePledge 200 84 ms  corr=3f2a9c1e…');
  });
});
