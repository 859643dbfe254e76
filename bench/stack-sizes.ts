// Each CloudFormation stack of the dev and prod apps (nested ones included): its resources and
// template size, against CloudFormation's 500 resources and 1 MB template and our own 250 / 800 KB
// ceilings (infra/test/stack-limits.test.ts).
import { readStackTemplates, type StackTemplate } from '@thon/functions/dev/stack-templates';
import { createThonApp } from '@thon/infra/lib/thon-app';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kib, table } from './measure';

const apiDomain = {
  apiDomainName: 'api.thon.example',
  apiCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
};

/** Synthesizes the stage (no bundling: template sizes do not depend on the code) and reads its stacks. */
export function measureStacks(stage: 'dev' | 'prod'): StackTemplate[] {
  const outdir = mkdtempSync(join(tmpdir(), 'thon-bench-stacks-'));
  try {
    const { app } = createThonApp({
      outdir,
      context: { 'aws:cdk:bundling-stacks': [], stage, ...(stage === 'prod' ? apiDomain : {}) },
    });
    return readStackTemplates(app.synth().directory);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Nested stacks named by their construct id (`ThonApi/Pledges`), not their logical id's hash. */
const shortName = (name: string) => name.replace(/\/(\w+?)NestedStack\1NestedStackResource\w+$/, '/$1');

export function stackTable(stacks: readonly StackTemplate[]): string {
  return table(
    ['stack', 'resources', 'template'],
    stacks.map((stack) => [
      shortName(stack.name),
      Object.keys(stack.template.Resources).length,
      kib(stack.bytes),
    ]),
  );
}
