// What CloudFormation holds for the deployed stacks: their templates (for the change summary),
// their outputs (the URLs to print and test) and their resources (the queues and schedules the
// smoke test looks at), nested stacks included through their physical ids.
import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import {
  DescribeStacksCommand,
  GetTemplateCommand,
  paginateListStackResources,
  type StackResourceSummary,
} from '@aws-sdk/client-cloudformation';
import type { StackTemplate } from '@thon/functions/dev/stack-templates';
import type { DeployedTemplates, Template } from './change-summary';

const missing = (error: unknown) => (error as Error).name === 'ValidationError';

export async function stackResources(
  cfn: CloudFormationClient,
  stackName: string,
): Promise<StackResourceSummary[]> {
  const resources: StackResourceSummary[] = [];
  for await (const page of paginateListStackResources({ client: cfn }, { StackName: stackName })) {
    resources.push(...(page.StackResourceSummaries ?? []));
  }
  return resources;
}

/** Every resource of a stack and of its nested stacks, each with the stack it is in. */
export async function allStackResources(
  cfn: CloudFormationClient,
  stackName: string,
): Promise<(StackResourceSummary & { stack: string })[]> {
  const own = (await stackResources(cfn, stackName)).map((resource) => ({ ...resource, stack: stackName }));
  const nested = await Promise.all(
    own
      .filter(
        (resource) => resource.ResourceType === 'AWS::CloudFormation::Stack' && resource.PhysicalResourceId,
      )
      .map((resource) => allStackResources(cfn, resource.PhysicalResourceId as string)),
  );
  return [...own, ...nested.flat()];
}

export async function stackOutputs(
  cfn: CloudFormationClient,
  stackName: string,
): Promise<Record<string, string>> {
  const { Stacks } = await cfn.send(new DescribeStacksCommand({ StackName: stackName }));
  return Object.fromEntries(
    (Stacks?.[0]?.Outputs ?? []).flatMap((output) =>
      output.OutputKey && output.OutputValue !== undefined ? [[output.OutputKey, output.OutputValue]] : [],
    ),
  );
}

async function templateOf(cfn: CloudFormationClient, stackName: string): Promise<Template | undefined> {
  try {
    const { TemplateBody } = await cfn.send(
      new GetTemplateCommand({ StackName: stackName, TemplateStage: 'Original' }),
    );
    return TemplateBody ? (JSON.parse(TemplateBody) as Template) : undefined;
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
}

/**
 * The deployed template of a synthesized stack: a top-level one by its stack name, a nested one
 * through its parent's resource of the same logical id (its physical id is the nested stack's ARN).
 */
export function deployedTemplates(cfn: CloudFormationClient): DeployedTemplates {
  const physicalIds = new Map<StackTemplate, Promise<string | undefined>>();
  const physicalId = (stack: StackTemplate): Promise<string | undefined> => {
    let found = physicalIds.get(stack);
    if (!found) {
      found = (async () => {
        if (!stack.parent) return stack.stackName;
        const parentId = await physicalId(stack.parent.stack);
        if (!parentId) return undefined;
        try {
          const resources = await stackResources(cfn, parentId);
          return resources.find((resource) => resource.LogicalResourceId === stack.parent?.resourceId)
            ?.PhysicalResourceId;
        } catch (error) {
          if (missing(error)) return undefined;
          throw error;
        }
      })();
      physicalIds.set(stack, found);
    }
    return found;
  };
  return async (stack) => {
    const id = await physicalId(stack);
    return id ? templateOf(cfn, id) : undefined;
  };
}
