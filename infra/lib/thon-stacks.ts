// The product as three stacks, deployed in this order (each refers only to those before it):
// ThonEdge (access logs, the HTTP API resource, the origin secret, WAF, web hosting), ThonData
// (everything stateful) and ThonApi (functions: one nested stack per route area, one for the
// background workers). CloudFront needs the API's host and the route functions need the
// distribution, so the API resource sits in the edge stack and its routes in the API stack.
import {
  apiPathPrefixes as sharedApiPathPrefixes,
  routeAreas as sharedRouteAreas,
} from '@thon/shared/api/routes';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { authorizerArea } from '@thon/shared/observability/metric-catalog';
import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { checkRoutes } from '../constructs/api-routes';
import { ThonApiStack } from './api-stack';
import { contextReader } from './context-settings';
import { ThonDataStack } from './data-stack';
import { ThonEdgeStack } from './edge-stack';
import { stageSettings, type StageSettings } from './stage';

export interface ThonStacksProps {
  /** Routes by area; defaults to the shared route table's areas. */
  readonly routeAreas?: Readonly<Record<string, readonly AnyRoute[]>>;
  /** A flat route list instead (tests): each route goes to its shared area, unknown ones to `extra`. */
  readonly routes?: readonly AnyRoute[];
  readonly apiPathPrefixes?: readonly string[];
  readonly env?: Environment;
}

export interface ThonStacks {
  readonly stage: StageSettings;
  readonly edge: ThonEdgeStack;
  readonly data: ThonDataStack;
  readonly api: ThonApiStack;
}

/** The area of each route of a flat list: its shared area when the table has it, else `extra`. */
function byArea(routes: readonly AnyRoute[]): Record<string, AnyRoute[]> {
  const areaOf = new Map(
    Object.entries(sharedRouteAreas).flatMap(([area, entries]) =>
      Object.values(entries as Record<string, AnyRoute>).map((route) => [route.name, area] as const),
    ),
  );
  const grouped: Record<string, AnyRoute[]> = {};
  for (const route of routes) (grouped[areaOf.get(route.name) ?? 'extra'] ??= []).push(route);
  return grouped;
}

export function createThonStacks(app: App, props: ThonStacksProps = {}): ThonStacks {
  const stage = stageSettings(app.node.tryGetContext('stage'));
  const routeAreas =
    props.routeAreas ??
    (props.routes
      ? byArea(props.routes)
      : Object.fromEntries(
          Object.entries(sharedRouteAreas).map(([area, entries]) => [
            area,
            Object.values(entries as Record<string, AnyRoute>),
          ]),
        ));
  const routes = Object.values(routeAreas).flat();
  const apiPathPrefixes = props.apiPathPrefixes ?? sharedApiPathPrefixes;
  checkRoutes(routes, apiPathPrefixes);
  const env = props.env ? { env: props.env } : {};
  Tags.of(app).add('app', 'thon');
  Tags.of(app).add('stage', stage.name);

  const edge = new ThonEdgeStack(app, 'ThonEdge', { stage, ...env });
  const data = new ThonDataStack(app, 'ThonData', { stage, accessLogs: edge.accessLogs.bucket, ...env });
  const web = edge.addWebHosting({
    routes,
    apiPathPrefixes,
    uploads: { bucket: data.data.uploads, regionalHost: data.data.uploadsHost },
  });
  // A custom domain (context webOrigin / adminOrigin) replaces the CloudFront default domain.
  const context = contextReader(app);
  const webOrigin = context('webOrigin') ?? web.origin;
  const adminOrigin = context('adminOrigin') ?? webOrigin;
  data.data.allowUploadsFrom([webOrigin, adminOrigin]);
  const api = new ThonApiStack(app, 'ThonApi', {
    stage,
    edge,
    data,
    routeAreas,
    webOrigin,
    adminOrigin,
    ...env,
  });
  // The dashboard's areas: the route areas, and the authorizer's (it runs before every signed-in route).
  data.addEventDayDashboard([
    ...Object.keys(routeAreas).filter((area) => (routeAreas[area] ?? []).length > 0),
    authorizerArea,
  ]);
  return { stage, edge, data, api };
}
