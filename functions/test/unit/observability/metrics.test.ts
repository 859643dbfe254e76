// The functions' metrics as CloudWatch will read them: the catalog's namespace per stage, a
// business count's dimension only when the catalog gives it one, never Powertools' `service`
// dimension (an alarm reads a metric by its exact dimensions), and locally the documents handed to
// the local stack's sink instead of printed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  localTelemetrySinkKey,
  type EmfDocument,
  type LocalTelemetrySink,
} from '@thon/shared/observability/local-telemetry';
import { environmentNames } from '../../../src/platform/environment-names';

const sinks = globalThis as Record<symbol, LocalTelemetrySink | undefined>;

let documents: EmfDocument[];
beforeEach(() => {
  vi.resetModules();
  process.env[environmentNames.stage] = 'test-stage';
  documents = [];
  sinks[localTelemetrySinkKey] = { metrics: (document) => documents.push(document), invocation: () => {} };
});
afterEach(() => {
  sinks[localTelemetrySinkKey] = undefined;
  process.env[environmentNames.stage] = '';
  vi.restoreAllMocks();
});

const load = () => import('../../../src/platform/metrics');

describe('powertoolsBusinessMetrics', () => {
  it("counts a split metric in its own document, with the catalog's dimension and the stage's namespace", async () => {
    const { powertoolsBusinessMetrics } = await load();
    powertoolsBusinessMetrics.count('PledgesCreated', { split: 'Flat' });
    powertoolsBusinessMetrics.count('InvitationsSent', { split: 'sms', value: 3 });
    expect(documents).toHaveLength(2);
    const [pledges, invitations] = documents;
    expect(pledges?._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'Thon/test-stage',
        Dimensions: [['Kind']],
        Metrics: [{ Name: 'PledgesCreated', Unit: 'Count' }],
      },
    ]);
    expect(pledges).toMatchObject({ Kind: 'Flat', PledgesCreated: 1 });
    expect(pledges).not.toHaveProperty('service');
    expect(invitations).toMatchObject({ Channel: 'sms', InvitationsSent: 3 });
  });

  it('counts a metric without a split with one empty dimension set, so CloudWatch still extracts it', async () => {
    const { powertoolsBusinessMetrics } = await load();
    powertoolsBusinessMetrics.count('ChargesFailed');
    // A split on a metric the catalog does not split is not made a dimension (a dimension costs).
    powertoolsBusinessMetrics.count('LapsCounted', { value: 12, split: 'ignored' });
    expect(documents.map((document) => document._aws.CloudWatchMetrics[0]?.Dimensions)).toEqual([[[]], [[]]]);
    expect(documents[1]).toMatchObject({ LapsCounted: 12 });
    expect(documents[1]).not.toHaveProperty('Kind');
  });

  it('never throws: a count comes after the write it counts, which must not become an error', async () => {
    process.env[environmentNames.stage] = '';
    const { powertoolsBusinessMetrics } = await load();
    expect(() => powertoolsBusinessMetrics.count('ChargesSucceeded')).not.toThrow();
    expect(documents).toEqual([]);
  });
});

describe('metrics without a local sink (deployed)', () => {
  it('prints each document as one EMF log line on stdout', async () => {
    sinks[localTelemetrySinkKey] = undefined;
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const { powertoolsBusinessMetrics } = await load();
    powertoolsBusinessMetrics.count('ShopOrders', { split: 'Paid' });
    vi.restoreAllMocks();
    const emf = lines.map((line) => JSON.parse(line) as EmfDocument);
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({ State: 'Paid', ShopOrders: 1 });
    expect(emf[0]?._aws.CloudWatchMetrics[0]?.Namespace).toBe('Thon/test-stage');
  });
});
