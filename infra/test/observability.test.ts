// What every function gets for its metrics and traces (infra/constructs/api-function.ts): active
// X-Ray tracing with its write permission and no other X-Ray action, Powertools' service name and
// the stage's metrics namespace, a route function its area (the `Area` of its request metrics).
// Metrics are EMF log lines, so no function may call cloudwatch:PutMetricData.
import { routeAreas } from '@thon/shared/api/routes';
import { metricNamespace } from '@thon/shared/observability/metric-catalog';
import { observabilityEnvironmentNames } from '@thon/functions/platform/environment-names';
import { describe, expect, it } from 'vitest';
import { roleOf, roleStatements, type Statement } from './support/role-statements';
import { synthDevStack, type SynthResource } from './support/synth-dev-stack';

const { resources } = synthDevStack();
const functions = Object.entries(resources).filter(
  ([, resource]) => resource.Type === 'AWS::Lambda::Function' && resource.Metadata?.Thon?.Kind !== undefined,
);
const areaOf = new Map(
  Object.entries(routeAreas).flatMap(([area, routes]) =>
    Object.values(routes).map((route) => [route.name, area] as const),
  ),
);

const variablesOf = (fn: SynthResource) =>
  (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
const actionsOf = (statement: Statement) => [statement.Action].flat();
const allStatements = () =>
  Object.entries(resources)
    .filter(([, resource]) => resource.Type === 'AWS::IAM::Role')
    .flatMap(([id]) => roleStatements(resources, id));

describe('observability of every function', () => {
  it('finds every function of the app (routes, authorizer, jobs)', () => {
    const kinds = new Set(functions.map(([, fn]) => fn.Metadata?.Thon?.Kind));
    expect([...kinds].sort()).toEqual(['authorizer', 'feedback', 'route', 'scheduled', 'worker']);
    expect(functions.filter(([, fn]) => fn.Metadata?.Thon?.Kind === 'route')).toHaveLength(areaOf.size);
  });

  it('traces with X-Ray (active)', () => {
    const untraced = functions
      .filter(([, fn]) => (fn.Properties.TracingConfig as { Mode?: string } | undefined)?.Mode !== 'Active')
      .map(([id]) => id);
    expect(untraced).toEqual([]);
  });

  it("may write trace segments and telemetry, on '*' (no resource ARN exists), and no other X-Ray action", () => {
    for (const [id, fn] of functions) {
      const statements = roleStatements(resources, roleOf(fn) ?? '');
      // Statements on '*' are merged by CDK (an SMS function's sns actions share one): read actions.
      const xray = statements.flatMap((statement) =>
        actionsOf(statement)
          .filter((action) => action.startsWith('xray:'))
          .map((action) => ({ action, effect: statement.Effect, resource: statement.Resource })),
      );
      expect(
        xray.sort((a, b) => a.action.localeCompare(b.action)),
        id,
      ).toEqual([
        { action: 'xray:PutTelemetryRecords', effect: 'Allow', resource: '*' },
        { action: 'xray:PutTraceSegments', effect: 'Allow', resource: '*' },
      ]);
    }
  });

  it("has Powertools' service name and the stage's metrics namespace; a route function its area", () => {
    for (const [id, fn] of functions) {
      const variables = variablesOf(fn);
      expect(variables[observabilityEnvironmentNames.serviceName], id).toBe('thon');
      expect(variables[observabilityEnvironmentNames.metricsNamespace], id).toBe(metricNamespace('dev'));
      const route = fn.Metadata?.Thon?.Route;
      expect(variables[observabilityEnvironmentNames.routeArea], id).toBe(
        route === undefined ? undefined : areaOf.get(route),
      );
    }
  });

  it('publishes metrics as log lines: no role may call cloudwatch:PutMetricData', () => {
    const putMetricData = allStatements().filter((statement) =>
      actionsOf(statement).some((action) => /^cloudwatch:(PutMetricData|\*)$|^\*$/.test(action)),
    );
    expect(putMetricData).toEqual([]);
  });
});
