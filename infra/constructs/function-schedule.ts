// Runs one of our functions on a rate with EventBridge Scheduler (the pledge sweeper, the share
// reminders). Each schedule gets its own role, so its one grant (lambda:InvokeFunction on that
// function and its versions) is acknowledged here and only Scheduler calls from this account can
// use it; a missed run is not retried, because the next run does the same work.
import { Stack, Validations, type CfnElement, type Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Construct } from 'constructs';

export function scheduleFunction(
  scope: Construct,
  id: string,
  props: { fn: IFunction; rate: Duration; description: string; roleDescription: string },
): Schedule {
  const stack = Stack.of(scope);
  const role = new Role(scope, `${id}Role`, {
    assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
      conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
    }),
    description: props.roleDescription,
  });
  const functionId = stack.resolve((props.fn.node.defaultChild as CfnElement).logicalId) as string;
  Validations.of(scope).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
    reason: `lambda:InvokeFunction on ${props.fn.node.id} and its versions (CDK's grantInvoke); no other function.`,
  });
  return new Schedule(scope, id, {
    description: props.description,
    schedule: ScheduleExpression.rate(props.rate),
    target: new LambdaInvoke(props.fn, { retryAttempts: 0, role }),
  });
}
