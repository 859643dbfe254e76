// The HTTP API's routes: the session authorizer (its function and the API Gateway authorizer) and,
// per route-table entry, one ApiFunction with its route and integration. They are built in the API
// stack and its nested stacks while the API itself lives in the edge stack (CloudFront needs its
// host), so the authorizer is declared once here, outside any route, and every signed-in route
// names it by id (CDK's HttpLambdaAuthorizer would create it under the first route that uses it).
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AuthorizerPayloadVersion,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { ApiFunction, type ApiPlatform } from './api-function';
import { authorizerHandler, routeKeyOf } from './http-api';

/** Refuses a route table with a route declared twice or outside the API's path prefixes. */
export function checkRoutes(routes: readonly AnyRoute[], apiPathPrefixes: readonly string[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const routeKey = routeKeyOf(route);
    if (seen.has(routeKey)) throw new Error(`Route ${routeKey} is declared twice`);
    seen.add(routeKey);
    if (!apiPathPrefixes.some((prefix) => route.path.startsWith(`${prefix}/`))) {
      throw new Error(
        `Route ${routeKey} is under none of the API path prefixes ${apiPathPrefixes.join(', ')}`,
      );
    }
  }
}

export class SessionAuthorizer extends Construct {
  readonly function: ApiFunction;
  /** What a signed-in route passes as its authorizer. */
  readonly routeAuthorizer: IHttpRouteAuthorizer;

  constructor(scope: Construct, id: string, props: { platform: ApiPlatform; httpApi: IHttpApi }) {
    super(scope, id);
    const { platform, httpApi } = props;
    this.function = new ApiFunction(this, 'Authorizer', {
      platform,
      handler: authorizerHandler,
      description: 'Session authorizer',
      // Verifies the token against the public key and checks the session item.
      table: 'read',
      uses: ['verify-key'],
      reservedConcurrency: platform.stage.reservedConcurrency.authorizer,
      metadata: { Kind: 'authorizer', Handler: authorizerHandler },
    });
    const stack = Stack.of(this);
    const authorizer = new HttpAuthorizer(this, 'SessionAuthorizer', {
      httpApi,
      authorizerName: 'SessionAuthorizer',
      type: HttpAuthorizerType.LAMBDA,
      identitySource: ['$request.header.Authorization'],
      enableSimpleResponses: true,
      payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
      authorizerUri: `arn:${stack.partition}:apigateway:${stack.region}:lambda:path/2015-03-31/functions/${this.function.function.functionArn}/invocations`,
      // Sessions can be revoked (logout), so every request is checked.
      resultsCacheTtl: Duration.seconds(0),
    });
    this.function.function.addPermission('ApiGatewayInvoke', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: stack.formatArn({
        service: 'execute-api',
        resource: httpApi.apiId,
        resourceName: `authorizers/${authorizer.authorizerId}`,
      }),
    });
    const authorizerId = authorizer.authorizerId;
    this.routeAuthorizer = { bind: () => ({ authorizerId, authorizationType: 'CUSTOM' }) };
  }
}

export interface ApiRouteProps {
  readonly route: AnyRoute;
  readonly platform: ApiPlatform;
  readonly httpApi: IHttpApi;
  readonly authorizer: IHttpRouteAuthorizer;
}

/** One route-table entry: its function (own role, grants from the entry), route and integration. */
export function addApiRoute(scope: Construct, props: ApiRouteProps): ApiFunction {
  const { route, platform } = props;
  const routeKey = routeKeyOf(route);
  const fn = new ApiFunction(scope, route.name, {
    platform,
    handler: route.handler,
    description: routeKey,
    table: route.table,
    uses: route.uses ?? [],
    ...(route.concurrency === 'sign-in'
      ? { reservedConcurrency: platform.stage.reservedConcurrency.signIn }
      : {}),
    metadata: { Kind: 'route', Handler: route.handler, Route: route.name, RouteKey: routeKey },
  });
  const signedIn = route.auth.kind === 'signed-in';
  const httpRoute = new HttpRoute(scope, `${route.name}Route`, {
    httpApi: props.httpApi,
    routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
    integration: new HttpLambdaIntegration(`${route.name}Integration`, fn.function),
    ...(signedIn ? { authorizer: props.authorizer } : {}),
  });
  if (!signedIn) {
    Validations.of(httpRoute).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: `${routeKey} is public in the route table (auth.kind 'public'), e.g. donors entering an event code.`,
    });
  }
  return fn;
}
