// ThonEdge: what viewers reach first and what must exist before the data and the routes — the
// access-log bucket, the HTTP API resource (CloudFront needs its host; the routes are added in the
// API stack), the origin secret, the WAF and the web hosting (bucket, CloudFront). Nothing here
// refers to the data stack (the uploads bucket is named by its deterministic host), so the data
// stack may refer to the distribution (the uploads bucket's CORS and policy) without a cycle.
// Deployed first, it also holds the stage's alarm topic (every later stack's alarms notify it) and
// the alarms on what it holds: the API's 5xx, CloudFront's 5xx, the WAF's blocked requests.
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { AccessLogs } from '../constructs/access-logs';
import { AlarmTopic } from '../constructs/alarm-topic';
import { cachedPathPatterns } from '../constructs/cached-routes';
import { ThonHttpApi } from '../constructs/http-api';
import { addApiGatewayAlarm, EdgeAlarms } from '../constructs/monitoring-edge';
import { OriginVerifySecret } from '../constructs/origin-verify-secret';
import { WebAcl } from '../constructs/web-acl';
import { WebHosting } from '../constructs/web-hosting';
import { apiCustomDomain, contextReader } from './context-settings';
import type { StageSettings } from './stage';

export interface EdgeStackProps extends StackProps {
  readonly stage: StageSettings;
}

export interface WebHostingInputs {
  readonly routes: readonly AnyRoute[];
  readonly apiPathPrefixes: readonly string[];
  /** The uploads bucket (data stack) and its regional host, built from its name. */
  readonly uploads: { readonly bucket: IBucket; readonly regionalHost: string };
}

export class ThonEdgeStack extends Stack {
  readonly stage: StageSettings;
  readonly accessLogs: AccessLogs;
  readonly api: ThonHttpApi;
  readonly originVerify: OriginVerifySecret;
  readonly alarmTopic: AlarmTopic;
  private hosting?: WebHosting;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    const { stage, ...stackProps } = props;
    super(scope, id, {
      stackName: `thon-${stage.name}-edge`,
      description: `Thon school fundraising platform (${stage.name}): API resource, CloudFront, WAF, web hosting`,
      ...stackProps,
    });
    this.stage = stage;
    this.alarmTopic = new AlarmTopic(this, 'Alarms', { stage });
    this.accessLogs = new AccessLogs(this, 'AccessLogs', { stage });
    this.api = new ThonHttpApi(this, 'Api', {
      stage,
      customDomain: apiCustomDomain(stage, contextReader(this)),
    });
    this.originVerify = new OriginVerifySecret(this, 'OriginVerify', { stage });
    addApiGatewayAlarm(this, { stage, httpApi: this.api.httpApi });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.url,
      description: 'HTTP API base URL (the $default stage)',
    });
    if (this.api.customDomainTarget) {
      new CfnOutput(this, 'ApiDomainTarget', {
        value: this.api.customDomainTarget,
        description: 'Point the API domain (CNAME/alias) here',
      });
    }
  }

  /** The second step, once the data stack's uploads bucket exists: WAF, web bucket and CloudFront. */
  addWebHosting(inputs: WebHostingInputs): WebHosting {
    const { stage } = this;
    const { routes, apiPathPrefixes, uploads } = inputs;
    const waf = new WebAcl(this, 'Waf', {
      stage,
      apiPathPrefixes,
      attachmentPaths: routes.filter((route) => route.multipart).map((route) => route.path),
    });
    const web = new WebHosting(this, 'Web', {
      stage,
      apiDomainName: this.api.domainName,
      apiPathPrefixes,
      cachedPathPatterns: cachedPathPatterns(routes),
      accessLogs: this.accessLogs.bucket,
      // Presigned uploads go to the uploads bucket's own host, and nowhere else.
      connectSources: [`https://${uploads.regionalHost}`],
      uploads,
      webAclArn: waf.acl.attrArn,
      originVerifyValue: this.originVerify.value,
    });
    this.hosting = web;
    new EdgeAlarms(this, 'EdgeAlarms', {
      stage,
      distributionId: web.distribution.distributionId,
      webAcl: waf.acl,
    });
    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output('WebUrl', web.origin, 'CloudFront distribution URL (SPA and API)');
    output('WebBucketName', web.bucket.bucketName, 'Upload the web build (web/dist) here');
    output('DistributionId', web.distribution.distributionId, 'Invalidate after uploading the web build');
    return web;
  }

  get web(): WebHosting {
    if (!this.hosting) throw new Error('ThonEdge: addWebHosting has not run');
    return this.hosting;
  }
}
