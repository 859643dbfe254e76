// The session authorizer's alarms, in ThonApi beside it. Every signed-in request runs it first and
// it writes no route metric (a refused token is an answer, not an error), so its own AWS/Lambda
// Errors and Throttles are the only signal: an error or a throttle there fails a signed-in page.
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';
import { fiveMinutes, thonAlarm } from './alarm-definition';

/** Authorizer errors in 5 minutes (one transient error among thousands of checks is noise). */
export const authorizerErrors = 5;
/** Authorizer throttles in 5 minutes: its reserved concurrency is spent, signed-in requests fail. */
export const authorizerThrottles = 10;

export class AuthorizerAlarms extends Construct {
  constructor(scope: Construct, id: string, props: { stage: StageSettings; authorizer: IFunction }) {
    super(scope, id);
    const { stage, authorizer } = props;
    const common = {
      stage,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // Lambda publishes nothing for a function not invoked: nothing failed.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    } as const;
    thonAlarm(this, 'Errors', {
      ...common,
      runbook: 'authorizer-errors',
      meaning: `the session authorizer failed ${authorizerErrors} or more times in 5 minutes (threw, timed out or did not start): signed-in requests answer 500.`,
      metric: authorizer.metricErrors({ statistic: 'Sum', period: fiveMinutes }),
      threshold: authorizerErrors,
    });
    thonAlarm(this, 'Throttles', {
      ...common,
      runbook: 'authorizer-throttles',
      meaning: `the session authorizer was throttled ${authorizerThrottles} or more times in 5 minutes: its reserved concurrency (stage setting) is spent and signed-in requests fail.`,
      metric: authorizer.metricThrottles({ statistic: 'Sum', period: fiveMinutes }),
      threshold: authorizerThrottles,
    });
  }
}
