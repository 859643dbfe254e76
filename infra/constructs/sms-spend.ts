// The SMS budget. Text invitations cost money per message, and SMS pumping turns a send form into
// someone else's income; the API refuses numbers outside the US and Canada and caps sends per
// participant, account and event, and this is the account's own backstop:
// - SNS's monthly spend limit (account attribute MonthlySpendLimit, USD): SNS stops sending SMS
//   within minutes once the month's spend would pass it. It is an SMS attribute, not a
//   CloudFormation resource, so a custom resource calls SetSMSAttributes on create and update; a
//   deleted stack leaves the account's setting alone (other stacks may text too). SNS refuses a
//   value above the account's SMS quota (new accounts: $1), so raise the quota with AWS Support
//   before raising smsMonthlySpendLimitUsd; a refused value fails the deployment, visibly.
// - An alarm on SMSMonthToDateSpentUSD at 80 % of the limit, while there is still room to look
//   (to the stage's alarm topic; runbook line sms-spend).
// Resources: the custom resource, CDK's one provider function per stack with its role and policy,
// and the alarm (the stack is close to CloudFormation's 500): the provider logs to the API's one
// log group rather than a group of its own.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { ComparisonOperator, Metric, TreatMissingData, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { StageName, StageSettings } from '../lib/stage';
import { thonAlarm } from './alarm-definition';

/**
 * USD a month when context smsMonthlySpendLimitUsd is not given. Dev and staging: $1, what a new
 * account may set without asking. Prod: $100, about 11,000 US texts (a season of event days); its
 * account must have asked AWS for at least that SMS quota.
 */
export const smsMonthlySpendLimitDefaults: Record<StageName, number> = { dev: 1, staging: 1, prod: 100 };
/** The alarm goes off at this share of the limit. */
export const smsSpendAlarmShare = 0.8;

/** The limit from context (whole dollars), else the stage's default. */
export function smsMonthlySpendLimit(stage: StageSettings, contextValue: string | undefined): number {
  if (contextValue === undefined) return smsMonthlySpendLimitDefaults[stage.name];
  if (!/^[1-9]\d*$/u.test(contextValue))
    throw new Error(
      `smsMonthlySpendLimitUsd must be whole dollars above 0, not ${JSON.stringify(contextValue)}`,
    );
  return Number(contextValue);
}

export class SmsSpend extends Construct {
  readonly alarm: Alarm;

  constructor(
    scope: Construct,
    id: string,
    props: { stage: StageSettings; monthlyLimitUsd: number; logs: ILogGroup },
  ) {
    super(scope, id);
    const setLimit: AwsSdkCall = {
      service: 'SNS',
      action: 'SetSMSAttributes',
      parameters: { attributes: { MonthlySpendLimit: String(props.monthlyLimitUsd) } },
      physicalResourceId: PhysicalResourceId.of('sns-sms-monthly-spend-limit'),
    };
    const limit = new AwsCustomResource(this, 'MonthlySpendLimit', {
      onCreate: setLimit,
      onUpdate: setLimit,
      policy: AwsCustomResourcePolicy.fromStatements([
        // An account attribute: the action has no resource ARN, IAM takes only "*".
        new PolicyStatement({ actions: ['sns:SetSMSAttributes'], resources: ['*'] }),
      ]),
      // The runtime's SDK does the one call; fetching the latest at deploy time needs the internet.
      installLatestAwsSdk: false,
      logGroup: props.logs,
    });
    Validations.of(limit).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'sns:SetSMSAttributes sets an account attribute and has no resource ARN; IAM only accepts "*".',
    });
    // CDK's one provider function per stack for SDK-call resources (found by its fixed id).
    const provider = Stack.of(this).node.tryFindChild(
      `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/gu, '')}`,
    );
    if (provider) {
      Validations.of(provider).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's custom-resource provider writes its logs with the basic execution role; it runs only on deployments.",
      });
    }

    this.alarm = thonAlarm(this, 'SpendAlarm', {
      stage: props.stage,
      runbook: 'sms-spend',
      meaning: `SMS spend this month passed ${smsSpendAlarmShare * 100} % of the $${props.monthlyLimitUsd} limit; SNS stops texting at the limit. Look for unusual invitation sends (many numbers, one account or event).`,
      metric: new Metric({
        namespace: 'AWS/SNS',
        metricName: 'SMSMonthToDateSpentUSD',
        statistic: 'Maximum',
        period: Duration.minutes(5),
      }),
      threshold: props.monthlyLimitUsd * smsSpendAlarmShare,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // SNS reports the metric only while SMS is sent: no data means no spend.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
