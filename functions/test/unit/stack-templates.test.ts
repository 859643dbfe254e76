// Merging the synthesized stacks into one template for the local bootstrap: every kind of
// cross-stack reference CDK writes resolves to what it carries, and an id two stacks share is kept
// apart (references within its stack follow the new name).
import { describe, expect, it } from 'vitest';
import { mergeStackTemplates, type StackTemplate, type StackTemplateJson } from '../../dev/stack-templates';

function stack(name: string, template: StackTemplateJson, extra: Partial<StackTemplate> = {}): StackTemplate {
  return { name, file: `${name}.json`, bytes: 0, template, nested: new Map(), ...extra };
}

describe('mergeStackTemplates', () => {
  const data = stack(
    'ThonData',
    {
      Resources: {
        Table: { Type: 'AWS::DynamoDB::Table' },
        Provider: { Type: 'AWS::Lambda::Function', Properties: { Code: 'data' } },
      },
      Outputs: {
        ExportsOutputRefTable: { Value: { Ref: 'Table' }, Export: { Name: 'thon-dev-data:Table' } },
        PublishOutputTableArn: { Value: { 'Fn::GetAtt': ['Table', 'Arn'] } },
        TableName: { Value: { Ref: 'Table' } },
      },
    },
    { stackName: 'thon-dev-data' },
  );
  const api = stack('ThonApi', {
    Resources: {
      Routes: {
        Type: 'AWS::CloudFormation::Stack',
        Properties: {
          Parameters: {
            TableArnParam: {
              'Fn::GetStackOutput': { StackName: 'thon-dev-data', OutputName: 'PublishOutputTableArn' },
            },
          },
        },
      },
      Provider: { Type: 'AWS::Lambda::Function', Properties: { Code: 'api' } },
      Uses: {
        Type: 'Custom::Thing',
        Properties: {
          ServiceToken: { 'Fn::GetAtt': ['Provider', 'Arn'] },
          Fn: { 'Fn::GetAtt': ['Routes', 'Outputs.FnRef'] },
        },
        DependsOn: 'Provider',
      },
    },
  });
  const routes = stack(
    'ThonApi/Routes',
    {
      Parameters: { TableArnParam: { Type: 'String' } },
      Resources: {
        Fn: {
          Type: 'AWS::Lambda::Function',
          Properties: {
            Environment: {
              Variables: {
                TABLE: { 'Fn::ImportValue': 'thon-dev-data:Table' },
                ARN: { Ref: 'TableArnParam' },
              },
            },
          },
        },
      },
      Outputs: { FnRef: { Value: { Ref: 'Fn' } } },
    },
    { parent: { stack: api, resourceId: 'Routes' } },
  );
  api.nested.set('Routes', routes);
  const merged = mergeStackTemplates([data, api, routes]);

  it('resolves exports, stack outputs, nested parameters and nested outputs', () => {
    expect(merged.Resources.Fn?.Properties?.Environment).toEqual({
      Variables: { TABLE: { Ref: 'Table' }, ARN: { 'Fn::GetAtt': ['Table', 'Arn'] } },
    });
    expect(merged.Resources.Uses?.Properties?.Fn).toEqual({ Ref: 'Fn' });
  });

  it('leaves out the nested-stack resources and keeps the outputs that are not exports', () => {
    expect(Object.values(merged.Resources).map((resource) => resource.Type)).not.toContain(
      'AWS::CloudFormation::Stack',
    );
    expect(Object.keys(merged.Outputs ?? {}).sort()).toEqual(['PublishOutputTableArn', 'TableName']);
  });

  it('renames an id a later stack shares, and that stack references the new name', () => {
    expect(merged.Resources.Provider?.Properties).toEqual({ Code: 'data' });
    expect(merged.Resources.ProviderThonApi?.Properties).toEqual({ Code: 'api' });
    expect(merged.Resources.Uses?.Properties?.ServiceToken).toEqual({
      'Fn::GetAtt': ['ProviderThonApi', 'Arn'],
    });
    expect(merged.Resources.Uses?.DependsOn).toEqual(['ProviderThonApi']);
  });

  it('fails loudly on an export no stack makes', () => {
    const broken = stack('Broken', {
      Resources: { X: { Type: 'AWS::SQS::Queue', Properties: { Name: { 'Fn::ImportValue': 'nowhere' } } } },
    });
    expect(() => mergeStackTemplates([broken])).toThrow(/no stack exports nowhere/);
  });
});
