// Builds the CDK app the same way for `cdk synth`, the tests and the local bootstrap: the context
// of cdk.json (feature flags, defaults) first, then the caller's context, then the Thon stacks.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readFileSync } from 'node:fs';
import { cdkJsonFile } from './repository';
import { createThonStacks, type ThonStacks, type ThonStacksProps } from './thon-stacks';

/** The `context` block of cdk.json. The CLI passes it too; reading it here keeps tests and direct runs identical. */
function cdkJsonContext(): Record<string, unknown> {
  const config = JSON.parse(readFileSync(cdkJsonFile, 'utf8')) as { context?: Record<string, unknown> };
  return config.context ?? {};
}

export interface ThonAppOptions {
  /** Extra context, e.g. { stage: 'prod' } or { 'aws:cdk:bundling-stacks': [] } to skip bundling. */
  readonly context?: Record<string, unknown>;
  readonly outdir?: string;
  readonly stack?: ThonStacksProps;
}

export function createThonApp(options: ThonAppOptions = {}): { app: App; stacks: ThonStacks } {
  // Context given to App is the base layer; context from the CLI (CDK_CONTEXT_JSON) overrides it.
  const app = new App({
    context: { ...cdkJsonContext(), ...options.context },
    ...(options.outdir ? { outdir: options.outdir } : {}),
  });
  const stacks = createThonStacks(app, options.stack);
  return { app, stacks };
}

/** cdk-nag AwsSolutions as a policy-validation plugin: any unacknowledged finding fails synthesis. */
export function addComplianceChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
}
