// Each stack's change set in brief, computed with @aws-cdk/cloudformation-diff (what `cdk diff`
// uses) between the template deployed now (or an empty one: a stack never deployed, or no
// credentials) and the synthesized one: resources added, modified and removed by type, IAM
// statement changes, security group rule changes. A nested stack is diffed against its own
// deployed template, so a change in a route area shows as that area's resources, not as one
// modified AWS::CloudFormation::Stack.
import { fullDiff, type TemplateDiff } from '@aws-cdk/cloudformation-diff';
import type { StackTemplate } from '@thon/functions/dev/stack-templates';

export type Template = Record<string, unknown>;

export interface ChangeCounts {
  readonly added: Readonly<Record<string, number>>;
  readonly modified: Readonly<Record<string, number>>;
  readonly removed: Readonly<Record<string, number>>;
  readonly iamChanges: number;
  readonly securityGroupChanges: number;
}

export interface StackChanges extends ChangeCounts {
  /** Artifact id, nested ones as `<parent>/<resource id>`. */
  readonly name: string;
  readonly stackName?: string;
  /** What it was compared with. */
  readonly against: 'deployed' | 'empty';
  readonly nested: readonly StackChanges[];
}

/** The template deployed for a stack, or undefined when none is (or it cannot be read). */
export type DeployedTemplates = (stack: StackTemplate) => Promise<Template | undefined>;

const bump = (counts: Record<string, number>, type: string) => {
  counts[type] = (counts[type] ?? 0) + 1;
};

export function countChanges(diff: TemplateDiff): ChangeCounts {
  const added: Record<string, number> = {};
  const modified: Record<string, number> = {};
  const removed: Record<string, number> = {};
  diff.resources.forEachDifference((_id, change) => {
    const type = change.newResourceType ?? change.oldResourceType ?? 'unknown';
    if (change.isAddition) bump(added, type);
    else if (change.isRemoval) bump(removed, type);
    else if (change.isDifferent) bump(modified, type);
  });
  const { iamChanges, securityGroupChanges: groups } = diff;
  const sizes = (collection: { additions: unknown[]; removals: unknown[] }) =>
    collection.additions.length + collection.removals.length;
  return {
    added,
    modified,
    removed,
    iamChanges: sizes(iamChanges.statements) + sizes(iamChanges.managedPolicies),
    securityGroupChanges: sizes(groups.ingress) + sizes(groups.egress),
  };
}

export async function stackChanges(stack: StackTemplate, deployed: DeployedTemplates): Promise<StackChanges> {
  const current = await deployed(stack);
  const counts = countChanges(fullDiff(current ?? {}, stack.template as unknown as Template));
  const nested = await Promise.all([...stack.nested.values()].map((child) => stackChanges(child, deployed)));
  return {
    name: stack.name,
    ...(stack.stackName ? { stackName: stack.stackName } : {}),
    against: current ? 'deployed' : 'empty',
    ...counts,
    nested,
  };
}

const total = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((a, b) => a + b, 0);

function byType(sign: string, counts: Readonly<Record<string, number>>): string[] {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, count]) => `    ${sign} ${type} x${count}`);
}

/** The lines printed for one top-level stack: its own changes, then one line per nested stack that changes. */
export function formatStackChanges(changes: StackChanges): string[] {
  const headline = (c: StackChanges) =>
    `${total(c.added)} to add, ${total(c.modified)} to modify, ${total(c.removed)} to remove; ` +
    `IAM statement changes: ${c.iamChanges}; security group changes: ${c.securityGroupChanges}`;
  const lines = [
    `${changes.name} (${changes.stackName ?? 'nested'}) against ${changes.against === 'deployed' ? 'the deployed template' : 'an empty stack'}: ${headline(changes)}`,
    ...byType('+', changes.added),
    ...byType('~', changes.modified),
    ...byType('-', changes.removed),
  ];
  const changed = changes.nested.filter(
    (child) => total(child.added) + total(child.modified) + total(child.removed) > 0,
  );
  for (const child of changed)
    lines.push(`  nested ${child.name.split('/').pop() ?? child.name}: ${headline(child)}`);
  const unchanged = changes.nested.length - changed.length;
  if (unchanged > 0) lines.push(`  ${unchanged} nested stack${unchanged === 1 ? '' : 's'} unchanged`);
  return lines;
}
