// Which functions run in the background locally, and how: the jobs table
// (functions/src/jobs/job-table.ts) says which jobs there are and how they are triggered; the
// synthesized template says where their queues are (URL, ARN, visibility timeout) and what their
// schedules say, so the local stack runs the jobs the deployment wires, with no second list.
// A job the template does not wire, an event source or schedule for a function the table does not
// name, or a target that is not one of our functions stops the bootstrap, like template-resolution.
// Topic jobs (the email feedback handler) have no local stand-in: the emulator never bounces, and
// tests hand that handler SNS events themselves.
import type { BackgroundJob, JobTrigger } from '../src/jobs/job-table';
import type { CloudFormationTemplate } from './synthesize';
import { resolveValue, type Physical } from './template-resolution';

export interface QueueConsumer {
  handler: string;
  queueUrl: string;
  queueArn: string;
  batchSize: number;
  visibilityTimeout: number;
}

export interface ScheduledFunction {
  handler: string;
  expression: string;
}

type Resources = CloudFormationTemplate['Resources'];
type QueueJob = BackgroundJob & { trigger: Extract<JobTrigger, { kind: 'queue' }> };
const isQueueJob = (job: BackgroundJob): job is QueueJob => job.trigger.kind === 'queue';

/** The handler module of the function a Ref / Fn::GetAtt points at (its Metadata.Thon.Handler). */
function handlerOf(resources: Resources, pointer: unknown, where: string): string {
  const pointed = pointer as { Ref?: unknown; 'Fn::GetAtt'?: unknown[] } | undefined;
  const id = pointed?.Ref ?? pointed?.['Fn::GetAtt']?.[0];
  const fn = typeof id === 'string' ? resources[id] : undefined;
  const handler = (fn?.Metadata?.Thon as { Handler?: unknown } | undefined)?.Handler;
  if (fn?.Type !== 'AWS::Lambda::Function' || typeof handler !== 'string') {
    throw new Error(
      `Local bootstrap: ${where} does not point at one of our functions (${JSON.stringify(pointer)})`,
    );
  }
  return handler;
}

/** The template's resources of one type, each with the handler of the function it triggers. */
function wiredHandlers(
  resources: Resources,
  type: string,
  target: (props: Record<string, unknown>) => unknown,
  what: string,
) {
  return Object.entries(resources)
    .filter(([, resource]) => resource.Type === type)
    .map(([id, resource]) => {
      const props = resource.Properties ?? {};
      return { id, props, handler: handlerOf(resources, target(props), `${what} ${id}`) };
    });
}

/** Pairs each job of one trigger kind with its wiring in the template; anything unpaired throws. */
function pair<Job extends BackgroundJob, Wired extends { id: string; handler: string }>(
  jobs: readonly Job[],
  wired: readonly Wired[],
  what: string,
): { job: Job; wired: Wired }[] {
  const stray = wired.find(({ handler }) => !jobs.some((job) => job.handler === handler));
  if (stray) {
    throw new Error(
      `Local bootstrap: ${what} ${stray.id} runs ${stray.handler}, which the jobs table does not name as a ${what} job`,
    );
  }
  return jobs.map((job) => {
    const found = wired.find(({ handler }) => handler === job.handler);
    if (!found) throw new Error(`Local bootstrap: the template has no ${what} for the job ${job.handler}`);
    return { job, wired: found };
  });
}

export function queueConsumers(
  template: CloudFormationTemplate,
  physical: Record<string, Physical>,
  jobs: readonly BackgroundJob[],
): QueueConsumer[] {
  const resources = template.Resources;
  const mappings = wiredHandlers(
    resources,
    'AWS::Lambda::EventSourceMapping',
    (props) => props.FunctionName,
    'event source',
  );
  return pair(jobs.filter(isQueueJob), mappings, 'event source').map(({ job, wired: { id, props } }) => {
    const source = (props.EventSourceArn as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt'];
    const queue = source ? resources[source[0]] : undefined;
    if (!source || queue?.Type !== 'AWS::SQS::Queue') {
      throw new Error(`Local bootstrap: event source ${id} reads no queue of this template`);
    }
    return {
      handler: job.handler,
      queueUrl: resolveValue({ Ref: source[0] }, physical, `${id} queue`),
      queueArn: resolveValue(props.EventSourceArn, physical, `${id} EventSourceArn`),
      batchSize: job.trigger.batchSize,
      // CloudFormation's default for a standard queue; the queue's construct sets it from the job.
      visibilityTimeout: Number(queue.Properties?.VisibilityTimeout ?? 30),
    };
  });
}

export function scheduledFunctions(
  template: CloudFormationTemplate,
  jobs: readonly BackgroundJob[],
): ScheduledFunction[] {
  const schedules = wiredHandlers(
    template.Resources,
    'AWS::Scheduler::Schedule',
    (props) => (props.Target as { Arn?: unknown } | undefined)?.Arn,
    'schedule',
  );
  const scheduledJobs = jobs.filter(({ trigger }) => trigger.kind === 'schedule');
  return pair(scheduledJobs, schedules, 'schedule').map(({ job, wired: { props } }) => ({
    handler: job.handler,
    expression: String(props.ScheduleExpression),
  }));
}
