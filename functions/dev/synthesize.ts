// Synthesizes the CDK app (as `cdk synth` would, in-process without the CLI) into an outdir, without bundling (no esbuild pass per function:
// the local gateway runs handler sources directly) and returns its stacks (nested ones included) as one template.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupProblem } from './ports';
import { mergeStackTemplates, readStackTemplates } from './stack-templates';

export interface CloudFormationTemplate {
  Resources: Record<
    string,
    { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, unknown> }
  >;
}

/** The context `cdk synth` would pass: cdk.json's, plus no bundling (handlers run from source). */
function synthContext(repoRoot: string): string {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context?: object };
  return JSON.stringify({ ...cdkJson.context, 'aws:cdk:bundling-stacks': [], stage: 'dev' });
}

export function synthesize(repoRoot: string, outdir: string): CloudFormationTemplate {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra/bin/app.ts')], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: synthContext(repoRoot),
    },
  });
  if (result.status !== 0) {
    const output = (result.stderr || result.stdout).trim().split('\n');
    const cause = output.find((line) => /Error/.test(line)) ?? output.at(-1) ?? '';
    throw new SetupProblem(`CDK synth failed: ${cause.trim()}`);
  }
  const stacks = readStackTemplates(outdir);
  if (stacks.length === 0) throw new SetupProblem('CDK synth produced no stack template.');
  return mergeStackTemplates(stacks);
}
