// The HTTP API (API Gateway v2) itself: the API, its auto-deployed $default stage and access log,
// and the custom domain. Its routes, their functions and the authorizer are added in the API
// stack's nested stacks (api-routes.ts); the stage deploys them as they change. With a custom
// domain (stage configuration) the execute-api endpoint is disabled and CloudFront reaches the API
// through that domain only.
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  DomainName,
  EndpointType,
  HttpApi,
  SecurityPolicy,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

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
}
