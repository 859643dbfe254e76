// The edge's alarms, in ThonEdge beside what they watch (us-east-1, where CloudFront's and the
// CloudFront WAF's metrics are published): the API's own 5xx rate, CloudFront's 5xx rate and a
// spike of requests the WAF blocked.
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';
import { fiveMinutes, percentWithMinimumVolume, thonAlarm } from './alarm-definition';
import { wafRateLimit } from './web-acl';

/** API Gateway's 5xx above this percent of its requests in 5 minutes... */
export const apiGateway5xxPercent = 5;
/** ...once it had at least this many. */
export const apiGatewayMinimumRequests = 20;
/** CloudFront's 5xx error rate (percent of its requests) in 5 minutes... */
export const cloudFront5xxPercent = 5;
/** ...once it served at least this many (most are cached pages and the SPA's files). */
export const cloudFrontMinimumRequests = 100;
/**
 * Requests the WAF blocked in 5 minutes. Scanners are blocked at a trickle (tens per 5 minutes);
 * the rate rule blocks an address only past 6,000 API requests in 5 minutes, so 1,000 blocked
 * (~3 a second) is either an attack under way or a rule blocking real users (a school's NAT at the
 * rate limit, a form the common rule set mistakes for an attack).
 */
export const wafBlockedSpike = 1000;

/** The HTTP API's 5xx rate: what no route metric can see (timeouts, crashes, throttles). */
export function addApiGatewayAlarm(
  scope: Construct,
  props: { stage: StageSettings; httpApi: IHttpApi },
): void {
  const { stage, httpApi } = props;
  thonAlarm(scope, 'ApiGateway5xxAlarm', {
    stage,
    runbook: 'api-gateway-5xx',
    meaning: `more than ${apiGateway5xxPercent} % of the API's answers in 5 minutes were 5xx (at least ${apiGatewayMinimumRequests} requests), counted by API Gateway: route faults, and functions that timed out, crashed, failed to start or were throttled (those write no route metric).`,
    metric: percentWithMinimumVolume({
      part: httpApi.metricServerError({ period: fiveMinutes }),
      whole: httpApi.metricCount({ period: fiveMinutes }),
      minimum: apiGatewayMinimumRequests,
      label: 'API Gateway 5xx (%)',
      period: fiveMinutes,
    }),
    threshold: apiGateway5xxPercent,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    // API Gateway publishes nothing for a period without requests: nothing failed.
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}

export class EdgeAlarms extends Construct {
  constructor(
    scope: Construct,
    id: string,
    props: { stage: StageSettings; distributionId: string; webAcl: CfnWebACL },
  ) {
    super(scope, id);
    const { stage, distributionId, webAcl } = props;
    const cloudFront = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        // CloudFront publishes its metrics in us-east-1 with Region "Global".
        dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
        statistic,
        period: fiveMinutes,
      });
    thonAlarm(this, 'CloudFront5xxRate', {
      stage,
      runbook: 'cloudfront-5xx-rate',
      meaning: `more than ${cloudFront5xxPercent} % of CloudFront's answers in 5 minutes were 5xx (at least ${cloudFrontMinimumRequests} requests): the API or the web bucket fails, or CloudFront cannot reach them.`,
      metric: new MathExpression({
        expression: `IF(FILL(requests, 0) >= ${cloudFrontMinimumRequests}, rate, 0)`,
        usingMetrics: {
          rate: cloudFront('5xxErrorRate', 'Average'),
          requests: cloudFront('Requests', 'Sum'),
        },
        label: 'CloudFront 5xx (%)',
        period: fiveMinutes,
      }),
      threshold: cloudFront5xxPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const visibility = webAcl.visibilityConfig as CfnWebACL.VisibilityConfigProperty;
    thonAlarm(this, 'WafBlockedSpike', {
      stage,
      runbook: 'waf-blocked-spike',
      meaning: `the WAF blocked more than ${wafBlockedSpike} requests in 5 minutes (the rate rule blocks an address past ${wafRateLimit.requests} API requests in ${wafRateLimit.windowSeconds / 60} minutes): an attack, or a rule blocking real users.`,
      // A CloudFront web ACL's metrics have no Region dimension; WebACL is its metric name, Rule
      // ALL the sum over its rules.
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: visibility.metricName, Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: wafBlockedSpike,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      // WAF publishes BlockedRequests only when it blocks something.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
