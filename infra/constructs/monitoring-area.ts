// A route area's alarms, in the area's nested stack (two resources each): its 5xx rate and its p99
// latency, from the route metrics every route function publishes with the dimension Area (embedded
// metric format, shared/src/observability/metric-catalog.ts), read by name.
//
// These are also the route functions' "Lambda errors": a route's handler answers 500 for an
// exception (a Fault), so faults per area cover handled errors at two metrics an area (50 metrics,
// about $5 a month for 25 areas) instead of AWS/Lambda Errors of ~250 functions (math alarms of at
// most 10 metrics: ~25 alarms, 250 metrics, $25 a month, and as many again for throttles). What a
// fault count cannot see (a timeout, a crash, an init failure, a throttle: no metric line is
// written) API Gateway answers 5xx for: the API-wide alarm of monitoring-edge.ts catches those.
import { metricDimensions, routeMetrics } from '@thon/shared/observability/metric-catalog';
import { ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';
import { fiveMinutes, percentWithMinimumVolume, thonAlarm, thonMetric } from './alarm-definition';

/** Faults in 5 minutes above this percent of the area's requests. */
export const areaFaultPercent = 5;
/** ...once the area answered at least this many requests in those 5 minutes. */
export const areaFaultMinimumRequests = 20;
/**
 * p99 duration in milliseconds: a warm route answers in tens of ms and a cold start in ~1 s; 3 s
 * is where a person at a phone gives up waiting. Over 2 of 3 five-minute periods, so one burst of
 * cold starts (a school signing in at once) does not page.
 */
export const areaP99Milliseconds = 3000;
/** ...with at least this many requests in a period (fewer, and p99 is the single slowest). */
export const areaLatencyMinimumRequests = 100;

export class AreaAlarms extends Construct {
  constructor(scope: Construct, id: string, props: { stage: StageSettings; area: string }) {
    super(scope, id);
    const { stage, area } = props;
    const dimensions = { [metricDimensions.area]: area };
    const sum = (name: string) =>
      thonMetric(stage, name, dimensions, { statistic: 'Sum', period: fiveMinutes });

    thonAlarm(this, 'FaultRate', {
      stage,
      runbook: 'api-5xx-rate',
      subject: area,
      meaning: `more than ${areaFaultPercent} % of the ${area} routes' answers in 5 minutes were 500 or above (at least ${areaFaultMinimumRequests} requests): a route throws or a provider fails.`,
      metric: percentWithMinimumVolume({
        part: sum(routeMetrics.faults),
        whole: sum(routeMetrics.requests),
        minimum: areaFaultMinimumRequests,
        label: `${area} faults (%)`,
        period: fiveMinutes,
      }),
      threshold: areaFaultPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      // No requests, no metric lines: nothing is failing.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    thonAlarm(this, 'P99Latency', {
      stage,
      runbook: 'api-p99-latency',
      subject: area,
      meaning: `the ${area} routes' p99 duration was above ${areaP99Milliseconds} ms in 2 of 3 five-minute periods (at least ${areaLatencyMinimumRequests} requests each): pages feel broken.`,
      metric: new MathExpression({
        expression: `IF(FILL(requests, 0) >= ${areaLatencyMinimumRequests}, p99, 0)`,
        usingMetrics: {
          p99: thonMetric(stage, routeMetrics.duration, dimensions, {
            statistic: 'p99',
            period: fiveMinutes,
          }),
          requests: sum(routeMetrics.requests),
        },
        label: `${area} p99 duration (ms)`,
        period: fiveMinutes,
      }),
      threshold: areaP99Milliseconds,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
