// One nested stack per route area (shared/src/api/routes/<area>.ts): the area's functions, their
// roles, permissions, integrations and routes. A route costs five resources, so an area of 40
// routes is 200; areas grow apart, and no one stack nears CloudFormation's 500. The area's two
// alarms (5xx rate, p99 latency: infra/constructs/monitoring-area.ts) live here too.
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { NestedStack } from 'aws-cdk-lib';
import type { IHttpApi, IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import type { ApiFunction, ApiPlatform } from '../constructs/api-function';
import { addApiRoute } from '../constructs/api-routes';
import { AreaAlarms } from '../constructs/monitoring-area';

export interface RouteAreaStackProps {
  readonly area: string;
  readonly routes: readonly AnyRoute[];
  readonly platform: ApiPlatform;
  readonly httpApi: IHttpApi;
  readonly authorizer: IHttpRouteAuthorizer;
}

/** `landing-pages` → `LandingPages`: the nested stack's construct id. */
export const areaStackId = (area: string): string =>
  area
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');

export class RouteAreaStack extends NestedStack {
  /** Route functions by route name. */
  readonly routeFunctions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: RouteAreaStackProps) {
    super(scope, id, { description: `Thon ${props.platform.stage.name}: routes of area ${props.area}` });
    for (const route of props.routes) {
      this.routeFunctions.set(
        route.name,
        addApiRoute(this, {
          route,
          platform: props.platform,
          httpApi: props.httpApi,
          authorizer: props.authorizer,
        }),
      );
    }
    new AreaAlarms(this, 'Alarms', { stage: props.platform.stage, area: props.area });
  }
}
