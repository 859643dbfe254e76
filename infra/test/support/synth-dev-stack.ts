// Synthesizes the dev stage's stack without bundling and hands back its resources by logical id,
// for tests that look at resources' properties and metadata rather than through Template matchers.
import { createThonApp } from '../../lib/thon-app';
import { thonTemplate } from './thon-template';

export interface SynthResource {
  Type: string;
  Properties: Record<string, unknown>;
  Metadata?: { Thon?: Record<string, string> };
}

export function synthDevStack(context: Record<string, unknown> = {}) {
  const { app } = createThonApp({
    context: { 'aws:cdk:bundling-stacks': [], stage: 'dev', ...context },
  });
  const template = thonTemplate(app);
  const resources = template.toJSON().Resources as Record<string, SynthResource>;
  return { template, resources };
}
