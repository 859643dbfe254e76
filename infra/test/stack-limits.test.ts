// The split into stacks: each stack (nested ones included) stays at most 250 resources and 800 KB
// of template with today's routes, and none passes 400 with 70 more routes, so the product grows
// well past CloudFormation's 500 resources per stack. The stateful data is in a stack of its own
// that holds no function, with termination protection where the stage keeps data.
import { routeAreas } from '@thon/shared/api/routes';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { areaStackId } from '../lib/route-area-stack';
import { stageNames } from '../lib/stage';
import { createThonApp, type ThonAppOptions } from '../lib/thon-app';
import { stackTemplatesOf } from './support/thon-template';

const noBundling = { 'aws:cdk:bundling-stacks': [] };
const apiDomain = {
  apiDomainName: 'api.thon.example',
  apiCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
};
const contextOf = (stage: string) => ({ ...noBundling, stage, ...(stage === 'prod' ? apiDomain : {}) });
const areaRoutes = Object.fromEntries(
  Object.entries(routeAreas).map(([area, entries]) => [
    area,
    Object.values(entries as Record<string, AnyRoute>),
  ]),
);
const routeCount = Object.values(areaRoutes).flat().length;

function synthesize(options: ThonAppOptions) {
  const { app, stacks } = createThonApp(options);
  const templates = stackTemplatesOf(app);
  const sizes = templates.map((stack) => ({
    name: stack.name,
    resources: Object.keys(stack.template.Resources).length,
    bytes: stack.bytes,
  }));
  return { stacks, templates, sizes };
}

describe.each(stageNames)('stacks (%s)', (stage) => {
  const { stacks, templates, sizes } = synthesize({ context: contextOf(stage) });

  it('keeps every stack, nested ones included, within 250 resources and 800 KB of template', () => {
    // Three top-level stacks, one nested stack per route area, one for the background workers.
    expect(sizes).toHaveLength(3 + Object.keys(routeAreas).length + 1);
    for (const size of sizes) {
      expect(size.resources, size.name).toBeLessThanOrEqual(250);
      expect(size.bytes, size.name).toBeLessThanOrEqual(800 * 1024);
    }
  });

  it("puts each area's routes, and only those, in the area's nested stack", () => {
    for (const [area, routes] of Object.entries(areaRoutes)) {
      const nested = stacks.api.areas.get(area);
      expect(nested?.node.id, area).toBe(areaStackId(area));
      expect([...(nested?.routeFunctions.keys() ?? [])].sort(), area).toEqual(
        routes.map((route) => route.name).sort(),
      );
      const template = templates.find((candidate) => candidate.file === nested?.templateFile)?.template;
      const routeKeys = Object.values(template?.Resources ?? {})
        .filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Route')
        .map((resource) => resource.Properties?.RouteKey);
      expect(routeKeys.sort(), area).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
    }
  });

  it('keeps the stateful resources in the data stack, with no function of ours, protected where data is kept', () => {
    const data = templates.find((candidate) => candidate.name === stacks.data.artifactId)?.template;
    const types = Object.values(data?.Resources ?? {}).map((resource) => resource.Type);
    for (const type of [
      'AWS::DynamoDB::Table',
      'AWS::S3::Bucket',
      'AWS::Cognito::UserPool',
      'AWS::KMS::Key',
      'AWS::SecretsManager::Secret',
      'AWS::SQS::Queue',
    ]) {
      expect(types, type).toContain(type);
    }
    const ours = Object.values(data?.Resources ?? {}).filter(
      (resource) => resource.Type === 'AWS::Lambda::Function' && resource.Metadata?.Thon,
    );
    expect(ours).toEqual([]);
    // Nothing stateful is left in the stacks an API change replaces. The alarm topic's key (ThonEdge,
    // infra/constructs/alarm-topic.ts) is not: it encrypts notifications in transit, nothing at rest.
    const alarmTopicKey = stacks.edge.alarmTopic.key.node.defaultChild;
    for (const other of templates.filter((candidate) => candidate.name !== stacks.data.artifactId)) {
      const stateful = Object.entries(other.template.Resources)
        .filter(
          ([id]) =>
            other.name !== stacks.edge.artifactId ||
            !alarmTopicKey ||
            id !== stacks.edge.getLogicalId(alarmTopicKey as CfnElement),
        )
        .map(([, resource]) => resource)
        .filter((resource) =>
          ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool', 'AWS::SQS::Queue', 'AWS::KMS::Key'].includes(
            resource.Type,
          ),
        );
      expect(stateful, other.name).toEqual([]);
    }
    expect(stacks.data.terminationProtection).toBe(stage === 'prod');
  });
});

/** Seventy routes more, spread over the areas: each a copy of an uncached, single-part route of its area. */
function withExtraRoutes(count: number): Record<string, AnyRoute[]> {
  const areas = Object.keys(areaRoutes);
  const grown = Object.fromEntries(Object.entries(areaRoutes).map(([area, routes]) => [area, [...routes]]));
  for (let index = 0; index < count; index += 1) {
    const area = areas[index % areas.length] ?? 'auth';
    const base = grown[area]?.find((route) => !route.cache && !route.multipart);
    if (!base) throw new Error(`area ${area} has no plain route to copy`);
    grown[area]?.push({ ...base, name: `Generated${index}`, path: `/api/Generated/Route${index}` });
  }
  return grown;
}

describe('with 70 more routes', () => {
  const routeAreasWithExtras = withExtraRoutes(70);
  const { sizes } = synthesize({ context: contextOf('dev'), stack: { routeAreas: routeAreasWithExtras } });

  it('still keeps every stack under 400 resources and 800 KB', () => {
    expect(Object.values(routeAreasWithExtras).flat()).toHaveLength(routeCount + 70);
    for (const size of sizes) {
      expect(size.resources, size.name).toBeLessThanOrEqual(400);
      expect(size.bytes, size.name).toBeLessThanOrEqual(800 * 1024);
    }
  });
});
