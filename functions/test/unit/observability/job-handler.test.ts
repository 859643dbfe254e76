// Every job and worker run measured (platform/job-handler.ts): one document per run with JobRuns,
// JobFailures and JobDuration by Job; a throw is one failure (and still thrown), reported failed
// items count one each (a result's `failed`, a partial batch response's batchItemFailures); the
// run's correlation id is its Lambda invocation's id, and a queue record's lines take the id its
// message carries (withRecordCorrelation).
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmfDocument, TracedInvocation } from '@thon/shared/observability/local-telemetry';
import { environmentNames } from '../../../src/platform/environment-names';
import { currentCorrelationId, withRecordCorrelation } from '../../../src/platform/invocation';
import { jobHandler } from '../../../src/platform/job-handler';
import { logger } from '../../../src/platform/logger';
import { recordTelemetry, stopRecordingTelemetry } from '../../support/recording-telemetry-sink';

let documents: EmfDocument[];
let invocations: TracedInvocation[];
beforeEach(() => {
  process.env[environmentNames.stage] = 'unit';
  ({ documents, invocations } = recordTelemetry());
});
afterEach(stopRecordingTelemetry);

const context = (awsRequestId: string) => ({ awsRequestId, functionName: 'job' }) as Context;
const counts = () =>
  documents.map(({ Job, JobRuns, JobFailures, correlation_id }) => ({
    Job,
    JobRuns,
    JobFailures,
    correlation_id,
  }));

describe('a job run', () => {
  it('is one document by Job: a clean run, failed items counted, a throw one failure', async () => {
    await jobHandler('sweepPledges', 'job', () => Promise.resolve({ requeued: 3 }))({}, context('run-1'));
    await jobHandler('applyLapUnits', 'job', () => Promise.resolve({ thons: [], failed: 2 }))(
      {},
      context('run-2'),
    );
    await jobHandler('chargePledges', 'worker', () =>
      Promise.resolve({ batchItemFailures: [{ itemIdentifier: 'm1' }] }),
    )({}, context('run-3'));
    await expect(
      jobHandler('lockPrizeAwards', 'job', () => Promise.reject(new Error('table throttled')))(
        {},
        context('run-4'),
      ),
    ).rejects.toThrow('table throttled');
    expect(counts()).toEqual([
      { Job: 'sweepPledges', JobRuns: 1, JobFailures: 0, correlation_id: 'run-1' },
      { Job: 'applyLapUnits', JobRuns: 1, JobFailures: 2, correlation_id: 'run-2' },
      { Job: 'chargePledges', JobRuns: 1, JobFailures: 1, correlation_id: 'run-3' },
      { Job: 'lockPrizeAwards', JobRuns: 1, JobFailures: 1, correlation_id: 'run-4' },
    ]);
    expect(documents[0]?._aws.CloudWatchMetrics[0]).toEqual({
      Namespace: 'Thon/unit',
      Dimensions: [['Job']],
      Metrics: [
        { Name: 'JobRuns', Unit: 'Count' },
        { Name: 'JobFailures', Unit: 'Count' },
        { Name: 'JobDuration', Unit: 'Milliseconds' },
      ],
    });
    expect(invocations.map(({ name, kind, outcome }) => ({ name, kind, outcome }))).toEqual([
      { name: 'sweepPledges', kind: 'job', outcome: 'ok' },
      { name: 'applyLapUnits', kind: 'job', outcome: 'failed' },
      { name: 'chargePledges', kind: 'worker', outcome: 'failed' },
      { name: 'lockPrizeAwards', kind: 'job', outcome: 'failed' },
    ]);
  });

  it("logs under the run's id, and a record under its message's id (a malformed one ignored), then the run's again", async () => {
    const seen: (string | undefined)[] = [];
    const note = () => {
      seen.push(currentCorrelationId());
      seen.push(String(logger.getCorrelationId()));
      return Promise.resolve();
    };
    await jobHandler('chargePledges', 'worker', async () => {
      await note();
      await withRecordCorrelation('JZcMgi3ioAMEJvQ=', note);
      await withRecordCorrelation('not an id\n{"level":"ERROR"}', note);
      await note();
      return { batchItemFailures: [] };
    })({}, context('worker-run'));
    expect(seen).toEqual([
      'worker-run',
      'worker-run',
      'JZcMgi3ioAMEJvQ=',
      'JZcMgi3ioAMEJvQ=',
      'worker-run',
      'worker-run',
      'worker-run',
      'worker-run',
    ]);
  });
});
