// How the audit log writes an entry: its action in words, and a changed field's value.
import type { AuditAction, AuditEntry } from '@thon/shared/api/schemas/audit';

const actionLabels: Partial<Record<AuditAction, string>> = {
  'pledge-settings-changed': 'Pledge settings changed',
  'franchise-created': 'Franchise created',
  'franchise-changed': 'Franchise changed',
  'franchise-status-changed': 'Franchise status changed',
  'organization-created': 'Organization created',
  'organization-changed': 'Organization changed',
  'organization-moved': 'Organization moved',
  'thon-created': 'Thon created',
  'thon-changed': 'Thon changed',
  'user-invited': 'User invited',
  'user-changed': 'User changed',
  'user-deactivated': 'User deactivated',
  'user-reactivated': 'User reactivated',
  'reference-list-changed': 'Reference list changed',
};

/** The action's label; an action added to the closed list before a label here reads as its words. */
export function actionLabel(action: AuditAction): string {
  const words = action.replace(/-/g, ' ');
  return actionLabels[action] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** A value as a reader reads it: text as is, nothing as "none", anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'none';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every field the change touched, with its value before and after. */
export function changesOf(entry: AuditEntry): { field: string; before: string; after: string }[] {
  const fields = [...new Set([...Object.keys(entry.Before), ...Object.keys(entry.After)])];
  return fields.map((field) => ({
    field,
    before: valueText(entry.Before[field]),
    after: valueText(entry.After[field]),
  }));
}
