// What a deploy checks in the account before it changes anything: whose credentials these are
// (STS GetCallerIdentity, and that the account is the stage file's) and that the account and
// region are bootstrapped for CDK (the bootstrap stack's version parameter in SSM, or the
// CDKToolkit stack's BootstrapVersion output) at the version the assembly needs. Each failure is
// one sentence with the command that fixes it.
import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import type { SSMClient } from '@aws-sdk/client-ssm';
import { GetParameterCommand } from '@aws-sdk/client-ssm';
import type { STSClient } from '@aws-sdk/client-sts';
import { GetCallerIdentityCommand } from '@aws-sdk/client-sts';

/** The default bootstrap qualifier's version parameter (cdk bootstrap without --qualifier). */
export const bootstrapVersionParameter = '/cdk-bootstrap/hnb659fds/version';
export const bootstrapStackName = 'CDKToolkit';

export type Check = { ok: true; detail: string } | { ok: false; problem: string };

export async function checkCredentials(sts: STSClient, account: string, file: string): Promise<Check> {
  let identity;
  try {
    identity = await sts.send(new GetCallerIdentityCommand({}));
  } catch (error) {
    return {
      ok: false,
      problem: `No usable AWS credentials (${(error as Error).message}). Sign in first, e.g. aws sso login --profile <profile> and AWS_PROFILE=<profile>.`,
    };
  }
  if (identity.Account !== account) {
    return {
      ok: false,
      problem: `These credentials are for account ${identity.Account ?? '?'} (${identity.Arn ?? '?'}), but ${file} deploys to ${account}. Use that account's credentials (AWS_PROFILE).`,
    };
  }
  return { ok: true, detail: `credentials: ${identity.Arn ?? '?'} in account ${account}` };
}

async function parameterVersion(ssm: SSMClient): Promise<number | undefined> {
  try {
    const { Parameter } = await ssm.send(new GetParameterCommand({ Name: bootstrapVersionParameter }));
    return Parameter?.Value === undefined ? undefined : Number(Parameter.Value);
  } catch (error) {
    if ((error as Error).name === 'ParameterNotFound') return undefined;
    throw error;
  }
}

async function stackVersion(cfn: CloudFormationClient): Promise<number | undefined> {
  try {
    const { Stacks } = await cfn.send(new DescribeStacksCommand({ StackName: bootstrapStackName }));
    const output = Stacks?.[0]?.Outputs?.find((entry) => entry.OutputKey === 'BootstrapVersion');
    return output?.OutputValue === undefined ? undefined : Number(output.OutputValue);
  } catch (error) {
    // CloudFormation says "Stack with id CDKToolkit does not exist" as a ValidationError.
    if ((error as Error).name === 'ValidationError') return undefined;
    throw error;
  }
}

export async function checkBootstrap(
  clients: { ssm: SSMClient; cfn: CloudFormationClient },
  target: { account: string; region: string; requiredVersion: number },
): Promise<Check> {
  const command = `npx cdk bootstrap aws://${target.account}/${target.region}`;
  const version = (await parameterVersion(clients.ssm)) ?? (await stackVersion(clients.cfn));
  if (version === undefined) {
    return {
      ok: false,
      problem: `Account ${target.account} is not bootstrapped for CDK in ${target.region} (no ${bootstrapVersionParameter} parameter, no ${bootstrapStackName} stack). Run: ${command}`,
    };
  }
  if (!(version >= target.requiredVersion)) {
    return {
      ok: false,
      problem: `The CDK bootstrap of ${target.account} in ${target.region} is version ${version}; these stacks need ${target.requiredVersion} or later. Run: ${command}`,
    };
  }
  return { ok: true, detail: `CDK bootstrap: version ${version} (needs ${target.requiredVersion})` };
}
