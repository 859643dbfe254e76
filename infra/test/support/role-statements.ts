// The statements a role is given: its inline policies (ApiFunction's roles write their grants into
// the role, infra/constructs/api-function.ts InlinePolicyRole) and any AWS::IAM::Policy attached to
// it (CDK's default for other roles, e.g. a schedule's).
export interface Statement {
  Effect?: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
}

type Document = { Statement?: Statement[] } | undefined;

export function roleStatements(resources: Readonly<Record<string, Resource>>, roleId: string): Statement[] {
  const inline = (
    (resources[roleId]?.Properties?.Policies as { PolicyDocument?: Document }[] | undefined) ?? []
  ).flatMap((policy) => policy.PolicyDocument?.Statement ?? []);
  const attached = Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy')
    .filter((resource) =>
      ((resource.Properties?.Roles as { Ref?: string }[] | undefined) ?? []).some(
        (role) => role.Ref === roleId,
      ),
    )
    .flatMap((resource) => (resource.Properties?.PolicyDocument as Document)?.Statement ?? []);
  return [...inline, ...attached];
}

/** The role of a function resource (its Role's Fn::GetAtt target). */
export function roleOf(fn: Resource | undefined): string | undefined {
  return (fn?.Properties?.Role as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];
}
