// The local stand-ins for the jobs' event sources and schedules: that they start from the jobs
// table and take their queues and schedules from the template (and refuse either without the
// other), how a partial batch response is read (as Lambda reads it), and the sweeper timer's
// one-run-at-a-time runNow.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBackgroundWork } from '../../dev/background-work';
import type { BackgroundJob } from '../../src/jobs/job-table';
import { queueConsumers, scheduledFunctions } from '../../dev/background-functions';
import { failedIds } from '../../dev/queue-poller';
import { startSweeperTimer } from '../../dev/sweeper-timer';
import type { CloudFormationTemplate } from '../../dev/synthesize';

const template: CloudFormationTemplate = {
  Resources: {
    Queue: { Type: 'AWS::SQS::Queue', Properties: { VisibilityTimeout: 360 } },
    Worker: { Type: 'AWS::Lambda::Function', Metadata: { Thon: { Handler: 'workers/charge-pledges' } } },
    Sweeper: { Type: 'AWS::Lambda::Function', Metadata: { Thon: { Handler: 'workers/sweep-pledges' } } },
    Mapping: {
      Type: 'AWS::Lambda::EventSourceMapping',
      Properties: {
        BatchSize: 10,
        EventSourceArn: { 'Fn::GetAtt': ['Queue', 'Arn'] },
        FunctionName: { Ref: 'Worker' },
      },
    },
    Schedule: {
      Type: 'AWS::Scheduler::Schedule',
      Properties: {
        ScheduleExpression: 'rate(15 minutes)',
        Target: { Arn: { 'Fn::GetAtt': ['Sweeper', 'Arn'] } },
      },
    },
  },
};
const physical = { Queue: { ref: 'http://local/queue', arn: 'arn:aws:sqs:us-east-1:123456789012:queue' } };

/** A job of the table, as the local tools read it (grants and sizes do not matter here). */
function job(handler: string, trigger: BackgroundJob['trigger']): BackgroundJob {
  return {
    handler,
    description: handler,
    trigger,
    timeoutSeconds: 60,
    memoryMb: 1024,
    table: 'write',
    uses: [],
  };
}
const schedule = (everyMinutes: number) =>
  ({ kind: 'schedule', everyMinutes, description: '', roleDescription: '' }) as const;
const jobs = [
  job('workers/charge-pledges', {
    kind: 'queue',
    queue: 'pledge-charges',
    batchSize: 10,
    maxConcurrency: 10,
  }),
  job('workers/sweep-pledges', schedule(15)),
  job('workers/email-feedback', { kind: 'topic', topic: 'email-feedback' }),
];

describe('local background work', () => {
  it("starts the jobs table's queue and schedule jobs, with their queues and schedules as the template wires them", () => {
    expect(queueConsumers(template, physical, jobs)).toEqual([
      {
        handler: 'workers/charge-pledges',
        queueUrl: 'http://local/queue',
        queueArn: 'arn:aws:sqs:us-east-1:123456789012:queue',
        batchSize: 10,
        visibilityTimeout: 360,
      },
    ]);
    expect(scheduledFunctions(template, jobs)).toEqual([
      { handler: 'workers/sweep-pledges', expression: 'rate(15 minutes)' },
    ]);
    const foreign = structuredClone(template);
    (foreign.Resources.Mapping?.Properties ?? {}).FunctionName = 'arn:aws:lambda:somewhere-else';
    expect(() => queueConsumers(foreign, physical, jobs)).toThrow(
      /event source Mapping does not point at one of our functions/,
    );
  });

  it('stops the bootstrap when a job of the table is not wired in the template', () => {
    const withoutSchedule = structuredClone(template);
    delete withoutSchedule.Resources.Schedule;
    expect(() => scheduledFunctions(withoutSchedule, jobs)).toThrow(
      /the template has no schedule for the job workers\/sweep-pledges/,
    );
    const withoutMapping = structuredClone(template);
    delete withoutMapping.Resources.Mapping;
    expect(() => queueConsumers(withoutMapping, physical, jobs)).toThrow(
      /the template has no event source for the job workers\/charge-pledges/,
    );
  });

  it('stops the bootstrap when the template triggers a function the jobs table does not name', () => {
    const onlyTopic = jobs.filter(({ trigger }) => trigger.kind === 'topic');
    expect(() => queueConsumers(template, physical, onlyTopic)).toThrow(
      /event source Mapping runs workers\/charge-pledges, which the jobs table does not name/,
    );
    expect(() => scheduledFunctions(template, onlyTopic)).toThrow(
      /schedule Schedule runs workers\/sweep-pledges, which the jobs table does not name/,
    );
  });

  it('keeps what the worker reported failed, and the whole batch when it threw or named a stranger', () => {
    const messages = [{ MessageId: 'a' }, { MessageId: 'b' }, { MessageId: 'c' }];
    expect([...failedIds(messages, { batchItemFailures: [{ itemIdentifier: 'b' }] })]).toEqual(['b']);
    expect([...failedIds(messages, { batchItemFailures: [] })]).toEqual([]);
    expect([...failedIds(messages, undefined)]).toEqual([]);
    expect([...failedIds(messages, new Error('crash'))]).toEqual(['a', 'b', 'c']);
    expect([...failedIds(messages, { batchItemFailures: [{ itemIdentifier: 'zzz' }] })]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('runs the sweeper one run at a time and answers runNow with its result or its error', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const timer = startSweeperTimer({
      intervalMs: 60_000,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 10));
        active -= 1;
        runs += 1;
        if (runs === 2) throw new Error('sweep failed');
        return runs;
      },
    });
    const results = await Promise.allSettled([timer.runNow(), timer.runNow(), timer.runNow()]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'rejected'))).toEqual([
      1,
      'rejected',
      3,
    ]);
    expect(most).toBe(1);
    await timer.stop();
  });
});

describe('local schedules', () => {
  const scheduled: CloudFormationTemplate = {
    Resources: {
      Sweeper: { Type: 'AWS::Lambda::Function', Metadata: { Thon: { Handler: 'workers/sweep' } } },
      Reminders: { Type: 'AWS::Lambda::Function', Metadata: { Thon: { Handler: 'workers/remind' } } },
      SweepSchedule: {
        Type: 'AWS::Scheduler::Schedule',
        Properties: {
          ScheduleExpression: 'rate(15 minutes)',
          Target: { Arn: { 'Fn::GetAtt': ['Sweeper', 'Arn'] } },
        },
      },
      ReminderSchedule: {
        Type: 'AWS::Scheduler::Schedule',
        Properties: {
          ScheduleExpression: 'rate(1 hour)',
          Target: { Arn: { 'Fn::GetAtt': ['Reminders', 'Arn'] } },
        },
      },
    },
  };

  const scheduledJobs = [job('workers/sweep', schedule(15)), job('workers/remind', schedule(60))];

  it('runs every scheduled job (the sweeper and the share reminders), each on demand by name', async () => {
    expect(scheduledFunctions(scheduled, scheduledJobs)).toEqual([
      { handler: 'workers/sweep', expression: 'rate(15 minutes)' },
      { handler: 'workers/remind', expression: 'rate(1 hour)' },
    ]);
    const handlersDir = mkdtempSync(join(tmpdir(), 'thon-schedules-'));
    mkdirSync(join(handlersDir, 'workers'));
    for (const name of ['sweep', 'remind']) {
      writeFileSync(
        join(handlersDir, 'workers', `${name}.ts`),
        `export const handler = async (event) => ({ ran: '${name}', schedule: event.schedule });\n`,
      );
    }
    const background = startBackgroundWork({
      template: scheduled,
      physical: {},
      jobs: scheduledJobs,
      handlersDir,
      scheduleIntervalMs: 60_000,
    });
    try {
      expect(await background.runScheduledNow('workers/remind')).toEqual([
        { ran: 'remind', schedule: 'rate(1 hour)' },
      ]);
      expect(await background.runScheduledNow()).toEqual([
        { ran: 'sweep', schedule: 'rate(15 minutes)' },
        { ran: 'remind', schedule: 'rate(1 hour)' },
      ]);
      await expect(background.runScheduledNow('workers/nothing')).rejects.toThrow(/No scheduled function/);
    } finally {
      await background.stop();
      rmSync(handlersDir, { recursive: true, force: true });
    }
  });
});
