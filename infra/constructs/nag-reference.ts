// A resource ARN as cdk-nag writes it in a finding (its flattenCfnReference): Ref as <Id>, GetAtt
// as <Id.Attribute>, Fn::Join joined. ApiFunction acknowledges wildcard findings by that text, for
// a resource of its own stack (<Table.Arn>) or one named by a deterministic ARN from another stack
// (arn:<AWS::Partition>:s3:::thon-dev-uploads-<AWS::AccountId>-<AWS::Region>).
import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** A resolved template value as text: Ref as <Id>, GetAtt as <Id.Attribute>, Fn::Join joined. */
export function flatten(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const node = value as Record<string, unknown>;
  if (Array.isArray(node['Fn::Join'])) {
    const [delimiter, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map(flatten).join(delimiter);
  }
  if (Array.isArray(node['Fn::GetAtt'])) {
    const [resource, attribute] = node['Fn::GetAtt'] as [unknown, unknown];
    return `<${flatten(resource)}.${flatten(attribute)}>`;
  }
  if (node.Ref !== undefined) return `<${flatten(node.Ref)}>`;
  return JSON.stringify(value);
}

/** How cdk-nag names `arn` (a token or literal) in the findings of a resource in `scope`'s stack. */
export function nagReference(scope: IConstruct, arn: string): string {
  return flatten(Stack.of(scope).resolve(arn));
}
