// The HTTP API (API Gateway v2): one route and one ApiFunction per route-table entry, and the
// Lambda authorizer on every route whose auth is 'signed-in' (none on public routes). With a
// custom domain (stage configuration) the execute-api endpoint is disabled and CloudFront reaches
// the API through that domain only.
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  DomainName,
  EndpointType,
  HttpApi,
  HttpMethod,
  SecurityPolicy,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';
import { ApiFunction, type ApiPlatform } from './api-function';

/** The authorizer's handler module (functions/src/handlers/auth/authorize.ts). */
export const authorizerHandler = 'auth/authorize';

export const routeKeyOf = (route: Pick<AnyRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** The API's own host name: a regional API Gateway custom domain with an ACM certificate of the stack's region. */
export interface ApiCustomDomain {
  readonly name: string;
  readonly certificateArn: string;
  /** A Route 53 zone to write the alias record in; without it, point the name at the output ApiDomainTarget. */
  readonly hostedZone?: { readonly id: string; readonly name: string };
}

export class ThonHttpApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Host name CloudFront reaches the API at: the custom domain, else the execute-api endpoint's host. */
  readonly domainName: string;
  /** The regional target of the custom domain (what its DNS name must point at). */
  readonly customDomainTarget?: string;
  readonly accessLogs: LogGroup;
  /** Route functions by route name; filled by addRoutes. */
  readonly routeFunctions = new Map<string, ApiFunction>();
  authorizerFunction?: ApiFunction;

  constructor(scope: Construct, id: string, props: { stage: StageSettings; customDomain?: ApiCustomDomain }) {
    super(scope, id);
    const { stage, customDomain } = props;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `thon-${stage.name}`,
      description: `Thon ${stage.name} API (routes from shared/src/api/routes.ts)`,
      createDefaultStage: false,
      // The default https://<id>.execute-api.<region>.amazonaws.com would let callers skip
      // CloudFront (and its WAF); with a custom domain it is switched off.
      disableExecuteApiEndpoint: customDomain !== undefined,
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    if (customDomain) {
      this.domainName = customDomain.name;
      this.customDomainTarget = this.addCustomDomain(customDomain);
    } else {
      const { region, urlSuffix } = Stack.of(this);
      this.domainName = `${this.httpApi.apiId}.execute-api.${region}.${urlSuffix}`;
    }
  }

  private addCustomDomain(customDomain: ApiCustomDomain): string {
    const domain = new DomainName(this, 'DomainName', {
      domainName: customDomain.name,
      certificate: Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
      endpointType: EndpointType.REGIONAL,
      securityPolicy: SecurityPolicy.TLS_1_2,
    });
    new ApiMapping(this, 'Mapping', { api: this.httpApi, domainName: domain, stage: this.stage });
    if (customDomain.hostedZone) {
      new ARecord(this, 'DnsAlias', {
        zone: HostedZone.fromHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: customDomain.hostedZone.id,
          zoneName: customDomain.hostedZone.name,
        }),
        recordName: customDomain.name,
        target: RecordTarget.fromAlias(
          new ApiGatewayv2DomainProperties(domain.regionalDomainName, domain.regionalHostedZoneId),
        ),
      });
    }
    return domain.regionalDomainName;
  }

  /** The API's base URL (the $default stage has no path segment). */
  get url(): string {
    return `https://${this.domainName}`;
  }

  addRoutes(routes: readonly AnyRoute[], platform: ApiPlatform, apiPathPrefixes: readonly string[]): void {
    const authorizerFunction = new ApiFunction(this, 'Authorizer', {
      platform,
      handler: authorizerHandler,
      description: 'Session authorizer',
      // Verifies the token against the public key and checks the session item.
      table: 'read',
      uses: ['verify-key'],
      reservedConcurrency: platform.stage.reservedConcurrency.authorizer,
      metadata: { Kind: 'authorizer', Handler: authorizerHandler },
    });
    this.authorizerFunction = authorizerFunction;
    const authorizer = new HttpLambdaAuthorizer('SessionAuthorizer', authorizerFunction.function, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      // Sessions can be revoked (logout), so every request is checked.
      resultsCacheTtl: Duration.seconds(0),
    });

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

      const fn = new ApiFunction(this, route.name, {
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
      this.routeFunctions.set(route.name, fn);
      const signedIn = route.auth.kind === 'signed-in';
      const httpRoute = new HttpRoute(this, `${route.name}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn.function),
        ...(signedIn ? { authorizer } : {}),
      });
      if (!signedIn) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${routeKey} is public in the route table (auth.kind 'public'), e.g. donors entering an event code.`,
        });
      }
    }
  }
}
