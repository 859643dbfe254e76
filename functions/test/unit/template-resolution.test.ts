// The bootstrap fails loudly instead of skipping what it cannot stand up locally: an unknown
// resource type, or an environment value it cannot resolve, stops it with a message naming it.
import { describe, expect, it } from 'vitest';
import type { CloudFormationTemplate } from '../../dev/synthesize';
import {
  checkResourceTypes,
  createdTypes,
  deploymentOnlyTypes,
  resolveEnvironment,
  resolveValue,
  type Physical,
} from '../../dev/template-resolution';

const physical: Record<string, Physical> = {
  Table: { ref: 'local-table', arn: 'arn:aws:dynamodb:us-east-1:123456789012:table/local-table' },
  Web: { ref: 'E123', arn: 'arn:cf', attributes: { DomainName: 'd1.cloudfront.net' } },
  OriginSecret: { ref: 'arn:secret', arn: 'arn:secret' },
};

function functionWith(variables: Record<string, unknown>): CloudFormationTemplate {
  return {
    Resources: {
      Fn: { Type: 'AWS::Lambda::Function', Properties: { Environment: { Variables: variables } } },
    },
  };
}

describe('local bootstrap template resolution', () => {
  it('accepts created and deployment-only types, and names an unknown type', () => {
    const template: CloudFormationTemplate = {
      Resources: {
        Table: { Type: 'AWS::DynamoDB::Table' },
        Waf: { Type: 'AWS::WAFv2::WebACL' },
      },
    };
    expect(() => checkResourceTypes(template)).not.toThrow();
    template.Resources.Stream = { Type: 'AWS::Kinesis::Stream' };
    expect(() => checkResourceTypes(template)).toThrow(/resource Stream has type AWS::Kinesis::Stream/);
  });

  it("creates sharing's SES configuration set and names why the feedback topic and its parts have no stand-in", () => {
    const template: CloudFormationTemplate = {
      Resources: {
        ConfigurationSet: { Type: 'AWS::SES::ConfigurationSet' },
        Destination: { Type: 'AWS::SES::ConfigurationSetEventDestination' },
        Topic: { Type: 'AWS::SNS::Topic' },
        TopicPolicy: { Type: 'AWS::SNS::TopicPolicy' },
        Subscription: { Type: 'AWS::SNS::Subscription' },
      },
    };
    expect(() => checkResourceTypes(template)).not.toThrow();
    expect(createdTypes.has('AWS::SES::ConfigurationSet')).toBe(true);
    for (const type of [
      'AWS::SES::ConfigurationSetEventDestination',
      'AWS::SNS::Topic',
      'AWS::SNS::Subscription',
    ]) {
      expect(deploymentOnlyTypes[type], type).toMatch(
        /tests hand the feedback handler SNS events themselves/,
      );
    }
  });

  it('resolves the configuration set name and the SMS sender id for the handlers', () => {
    const template: CloudFormationTemplate = {
      Resources: {
        Sender: {
          Type: 'AWS::Lambda::Function',
          Properties: {
            Environment: {
              Variables: {
                EMAIL_CONFIGURATION_SET: { Ref: 'ConfigurationSet' },
                TABLE_NAME: { Ref: 'Table' },
              },
            },
          },
        },
        Texter: {
          Type: 'AWS::Lambda::Function',
          Properties: { Environment: { Variables: { SMS_SENDER_ID: 'Thon' } } },
        },
      },
    };
    const withSet: Record<string, Physical> = {
      ...physical,
      ConfigurationSet: { ref: 'thon-local-ConfigurationSet', arn: 'arn:aws:ses:::configuration-set/x' },
    };
    expect(resolveEnvironment(template, withSet)).toEqual({
      EMAIL_CONFIGURATION_SET: 'thon-local-ConfigurationSet',
      TABLE_NAME: 'local-table',
      SMS_SENDER_ID: 'Thon',
    });
    expect(() => resolveEnvironment(template, physical)).toThrow(/no local resource ConfigurationSet/);
  });

  it('resolves Ref, Fn::GetAtt and Fn::Join to local values', () => {
    const environment = resolveEnvironment(
      functionWith({
        TABLE_NAME: { Ref: 'Table' },
        TABLE_ARN: { 'Fn::GetAtt': ['Table', 'Arn'] },
        WEB_ORIGIN: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['Web', 'DomainName'] }]] },
        STAGE: 'dev',
      }),
      physical,
    );
    expect(environment).toEqual({
      TABLE_NAME: 'local-table',
      TABLE_ARN: 'arn:aws:dynamodb:us-east-1:123456789012:table/local-table',
      WEB_ORIGIN: 'https://d1.cloudfront.net',
      STAGE: 'dev',
    });
  });

  it('throws on an intrinsic, a resource or an attribute it cannot resolve', () => {
    const resolve = (value: unknown) => () => resolveValue(value, physical, 'Fn environment X');
    expect(resolve({ 'Fn::ImportValue': 'Shared' })).toThrow(/Fn environment X: unsupported Fn::ImportValue/);
    expect(resolve({ Ref: 'Waf' })).toThrow(/no local resource Waf/);
    expect(resolve({ 'Fn::GetAtt': ['Table', 'StreamArn'] })).toThrow(/no attribute StreamArn on Table/);
    expect(() =>
      resolveEnvironment(functionWith({ X: { 'Fn::Sub': '${AWS::StackName}' } }), physical),
    ).toThrow(/Fn environment X: unsupported Fn::Sub/);
  });

  it("resolves the CloudFront origin secret's ARN to the emulator's secret (functions read it there)", () => {
    expect(
      resolveEnvironment(functionWith({ ORIGIN_VERIFY_SECRET_ARN: { Ref: 'OriginSecret' } }), physical),
    ).toEqual({ ORIGIN_VERIFY_SECRET_ARN: 'arn:secret' });
  });
});
