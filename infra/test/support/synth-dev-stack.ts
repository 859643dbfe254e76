// Synthesizes the dev stage's stack without bundling and hands back its resources by logical id,
// for tests that look at resources' properties and metadata rather than through Template matchers.
import { Template } from 'aws-cdk-lib/assertions';
import { createThonApp } from '../../lib/thon-app';

export interface SynthResource {
  Type: string;
  Properties: Record<string, unknown>;
  Metadata?: { Thon?: Record<string, string> };
}

export function synthDevStack(context: Record<string, unknown> = {}) {
  const { stack } = createThonApp({
    context: { 'aws:cdk:bundling-stacks': [], stage: 'dev', ...context },
  });
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, SynthResource>;
  return { template, resources };
}
