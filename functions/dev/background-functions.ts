// Reads from the synthesized template which functions run in the background and how: the queue
// consumers (AWS::Lambda::EventSourceMapping: handler, queue, batch size, the queue's visibility
// timeout) and the scheduled ones (AWS::Scheduler::Schedule: handler, expression), so the local
// stack runs the same modules the deployment wires, with no second list. Anything it cannot
// follow (a target that is not one of our functions) stops the bootstrap, like template-resolution.
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

export function queueConsumers(
  template: CloudFormationTemplate,
  physical: Record<string, Physical>,
): QueueConsumer[] {
  const resources = template.Resources;
  return Object.entries(resources)
    .filter(([, resource]) => resource.Type === 'AWS::Lambda::EventSourceMapping')
    .map(([id, resource]) => {
      const props = resource.Properties ?? {};
      const source = (props.EventSourceArn as { 'Fn::GetAtt'?: [string, string] } | undefined)?.[
        'Fn::GetAtt'
      ];
      const queue = source ? resources[source[0]] : undefined;
      if (!source || queue?.Type !== 'AWS::SQS::Queue') {
        throw new Error(`Local bootstrap: event source ${id} reads no queue of this template`);
      }
      return {
        handler: handlerOf(resources, props.FunctionName, `event source ${id}`),
        queueUrl: resolveValue({ Ref: source[0] }, physical, `${id} queue`),
        queueArn: resolveValue(props.EventSourceArn, physical, `${id} EventSourceArn`),
        // CloudFormation's defaults for a standard queue and an SQS event source.
        batchSize: Number(props.BatchSize ?? 10),
        visibilityTimeout: Number(queue.Properties?.VisibilityTimeout ?? 30),
      };
    });
}

export function scheduledFunctions(template: CloudFormationTemplate): ScheduledFunction[] {
  const resources = template.Resources;
  return Object.entries(resources)
    .filter(([, resource]) => resource.Type === 'AWS::Scheduler::Schedule')
    .map(([id, resource]) => {
      const props = resource.Properties ?? {};
      const target = props.Target as { Arn?: unknown } | undefined;
      return {
        handler: handlerOf(resources, target?.Arn, `schedule ${id}`),
        expression: String(props.ScheduleExpression),
      };
    });
}
