// CDK assertions on the SMS budget: the account's SNS monthly spend limit, set by a custom resource
// (SetSMSAttributes: SNS has no CloudFormation resource for it), and the alarm on the month's spend.
import { describe, expect, it } from 'vitest';
import { smsMonthlySpendLimitDefaults, smsSpendAlarmShare } from '../constructs/sms-spend';
import { roleOf, roleStatements } from './support/role-statements';
import { synthDevStack, type SynthResource } from './support/synth-dev-stack';

function smsBudget(context: Record<string, unknown> = {}) {
  const { resources } = synthDevStack(context);
  const entries = Object.entries(resources);
  const limits = entries.filter(([, resource]) => resource.Type === 'Custom::AWS');
  const alarms = entries.filter(
    ([, resource]) =>
      resource.Type === 'AWS::CloudWatch::Alarm' && resource.Properties.Namespace === 'AWS/SNS',
  );
  return { resources, limits, alarms };
}

/** The SDK call a Custom::AWS resource makes on create or update (a JSON string in the template). */
function sdkCall(resource: SynthResource | undefined, event: 'Create' | 'Update') {
  const value = resource?.Properties[event];
  const text =
    typeof value === 'string'
      ? value
      : ((value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1] ?? [])
          .map((part) => (typeof part === 'string' ? part : ''))
          .join('');
  return JSON.parse(text) as { service: string; action: string; parameters: unknown };
}

const devLimit = smsMonthlySpendLimitDefaults.dev;

describe('SMS budget', () => {
  const dev = smsBudget();

  it(`sets the account's SNS monthly SMS spend limit (default $${devLimit}) on create and update`, () => {
    expect(dev.limits).toHaveLength(1);
    const [, limit] = dev.limits[0] ?? [];
    for (const event of ['Create', 'Update'] as const) {
      expect(sdkCall(limit, event)).toMatchObject({
        service: 'SNS',
        action: 'SetSMSAttributes',
        parameters: { attributes: { MonthlySpendLimit: String(devLimit) } },
      });
    }
    // Deleting the stack leaves the account's setting as it is (other stacks may send SMS too).
    expect(limit?.Properties.Delete).toBeUndefined();
  });

  it('lets the custom resource call sns:SetSMSAttributes and nothing else', () => {
    const [, limit] = dev.limits[0] ?? [];
    const provider = (limit?.Properties.ServiceToken as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = roleStatements(dev.resources, roleOf(dev.resources[provider]) ?? '');
    expect(statements.flatMap((statement) => [statement.Action].flat())).toEqual(['sns:SetSMSAttributes']);
  });

  it(`alarms when the month's SMS spend passes ${smsSpendAlarmShare * 100} % of the limit`, () => {
    expect(dev.alarms).toHaveLength(1);
    expect(dev.alarms[0]?.[1].Properties).toMatchObject({
      Namespace: 'AWS/SNS',
      MetricName: 'SMSMonthToDateSpentUSD',
      Statistic: 'Maximum',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: devLimit * smsSpendAlarmShare,
      TreatMissingData: 'notBreaching',
    });
  });

  it('takes the limit from context smsMonthlySpendLimitUsd (the alarm follows)', () => {
    const custom = smsBudget({ smsMonthlySpendLimitUsd: '250' });
    expect(sdkCall(custom.limits[0]?.[1], 'Create').parameters).toEqual({
      attributes: { MonthlySpendLimit: '250' },
    });
    expect(custom.alarms[0]?.[1].Properties.Threshold).toBe(250 * smsSpendAlarmShare);
    expect(() => smsBudget({ smsMonthlySpendLimitUsd: 'lots' })).toThrow(/smsMonthlySpendLimitUsd/u);
  });
});
