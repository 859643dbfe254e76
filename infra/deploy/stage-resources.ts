// The deployed resources the smoke test looks at, found through CloudFormation by their logical
// ids (the stacks name neither queue): the pledge queue and its dead-letter queue in the data
// stack (a queue's physical id is its URL), and every EventBridge schedule in the API stack's
// nested stacks.
import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { allStackResources, stackResources } from './deployed-stacks';
import type { ScheduleState } from './smoke-test';

export async function pledgeQueueUrls(
  cfn: CloudFormationClient,
  dataStackName: string,
): Promise<{ pledges: string; deadLetters: string }> {
  const queues = (await stackResources(cfn, dataStackName)).filter(
    (resource) => resource.ResourceType === 'AWS::SQS::Queue',
  );
  const find = (prefix: string) => {
    const url = queues.find((queue) => queue.LogicalResourceId?.startsWith(prefix))?.PhysicalResourceId;
    if (!url) throw new Error(`${dataStackName} has no queue ${prefix}…`);
    return url;
  };
  return { pledges: find('PledgeChargesQueue'), deadLetters: find('PledgeChargesDeadLetters') };
}

export function scheduleStates(cfn: CloudFormationClient, stackName: string): () => Promise<ScheduleState[]> {
  return async () =>
    (await allStackResources(cfn, stackName))
      .filter((resource) => resource.ResourceType === 'AWS::Scheduler::Schedule')
      .map((resource) => ({
        name: resource.LogicalResourceId ?? '?',
        status: resource.ResourceStatus ?? 'UNKNOWN',
      }));
}
