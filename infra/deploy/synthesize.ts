// Synthesizes the app for a stage, in this process, into its own cloud assembly directory
// (infra/cdk.out/deploy-<stage>): the stage file's values as context, the stage's account and
// region as the stacks' environment (so the CLI refuses to deploy them anywhere else), cdk-nag as
// for `cdk synth`. Nothing in the app looks anything up (no fromLookup): synthesis needs no
// credentials, and an assembly that asks for a lookup is refused rather than deployed half-known.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStackTemplates, type StackTemplate } from '@thon/functions/dev/stack-templates';
import { repositoryRoot } from '../lib/repository';
import { addComplianceChecks, createThonApp } from '../lib/thon-app';

/** The top-level stacks by artifact id, in the order they deploy (each refers only to those before it). */
export const deployOrder = ['ThonEdge', 'ThonData', 'ThonApi'] as const;

export interface SynthesizedStage {
  readonly directory: string;
  /** Top-level stacks in deploy order, each with its nested stacks. */
  readonly stacks: readonly StackTemplate[];
  /** The bootstrap stack version the assembly's stacks need (manifest requiresBootstrapStackVersion). */
  readonly requiredBootstrapVersion: number;
}

interface Manifest {
  missing?: { key: string }[];
  artifacts?: Record<string, { type: string; properties?: { requiresBootstrapStackVersion?: number } }>;
}

export interface SynthesizeOptions {
  readonly context: Record<string, string>;
  readonly env: { readonly account: string; readonly region: string };
  /** False skips bundling the functions (tests, --no-bundling): the templates are the same, the assets empty. */
  readonly bundling: boolean;
  readonly outdir?: string;
}

export function synthesizeStage(options: SynthesizeOptions): SynthesizedStage {
  const outdir =
    options.outdir ?? join(repositoryRoot, 'infra', 'cdk.out', `deploy-${options.context.stage}`);
  const { app } = createThonApp({
    context: { ...options.context, ...(options.bundling ? {} : { 'aws:cdk:bundling-stacks': [] }) },
    outdir,
    stack: { env: options.env },
  });
  addComplianceChecks(app);
  const { directory } = app.synth();
  const manifest = JSON.parse(readFileSync(join(directory, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.missing?.length) {
    throw new Error(
      `Synthesis asked for lookups (${manifest.missing.map((entry) => entry.key).join(', ')}); the app must not look anything up.`,
    );
  }
  const topLevel = readStackTemplates(directory).filter((stack) => !stack.parent);
  const stacks = deployOrder.map((id) => {
    const stack = topLevel.find((candidate) => candidate.name === id);
    if (!stack) throw new Error(`The assembly has no stack ${id}`);
    return stack;
  });
  const requiredBootstrapVersion = Math.max(
    0,
    ...Object.values(manifest.artifacts ?? {}).map(
      (artifact) => artifact.properties?.requiresBootstrapStackVersion ?? 0,
    ),
  );
  return { directory, stacks, requiredBootstrapVersion };
}
