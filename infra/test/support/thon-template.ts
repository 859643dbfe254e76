// The synthesized app as the tests read it: every stack's template (nested ones included), and all
// of them merged into one template with cross-stack references resolved
// (functions/dev/stack-templates.ts, which the local bootstrap reads the same way).
import {
  mergeStackTemplates,
  readStackTemplates,
  type StackTemplate,
} from '@thon/functions/dev/stack-templates';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

export function stackTemplatesOf(app: App): StackTemplate[] {
  return readStackTemplates(app.synth().directory);
}

/** One Template over all stacks, for assertions that do not care which stack holds a resource. */
export function thonTemplate(app: App): Template {
  return Template.fromJSON(mergeStackTemplates(stackTemplatesOf(app)) as unknown as Record<string, unknown>);
}
