// Deploys one stack of a synthesized assembly with the aws-cdk CLI (the repository's devDependency):
// `cdk deploy --app <assembly directory>` deploys exactly what was synthesized and checked, without
// running the app again, and `--exclusively` keeps it to that stack, so the order is the deploy's.
//
// Approval: staging deploys with `--require-approval never` (a rehearsal stage, changed often,
// nobody to ask in CI); prod with `broadening`, the CLI's default: it stops and asks at the
// terminal when a change widens IAM permissions or security groups, which on prod a person reads.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { DeployStage } from './load-stage';
import { run } from './web-build';

export const requireApproval: Record<DeployStage, 'never' | 'broadening'> = {
  staging: 'never',
  prod: 'broadening',
};

export async function cdkDeploy(options: {
  assembly: string;
  artifactId: string;
  stage: DeployStage;
}): Promise<Record<string, string>> {
  const outputsFile = join(options.assembly, `${options.artifactId}.outputs.json`);
  await run('npx', [
    'cdk',
    'deploy',
    '--app',
    options.assembly,
    options.artifactId,
    '--exclusively',
    '--require-approval',
    requireApproval[options.stage],
    '--outputs-file',
    outputsFile,
    '--progress',
    'events',
  ]);
  const outputs = JSON.parse(await readFile(outputsFile, 'utf8')) as Record<string, Record<string, string>>;
  return Object.values(outputs)[0] ?? {};
}
