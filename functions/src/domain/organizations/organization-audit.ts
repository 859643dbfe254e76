// The audit entry of a change to an organization: who made it and the organization's managed
// fields as they were and became (audit/audit-entry.ts keeps only those that changed). The entry
// carries the franchise the organization belongs to after the change, so that franchise's users
// read it; a direct customer's entries are the super admins' only.
import type { AuditAction } from '@thon/shared/api/schemas/audit';
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { ManagedOrganizationFields } from '../../data/repositories/organizations-repository';
import { altersNothing, auditEntryOf, type AuditActor } from '../audit/audit-entry';
import type { OrganizationPorts } from './ports';

const audited = (fields: ManagedOrganizationFields | undefined): Record<string, unknown> =>
  fields
    ? {
        name: fields.name,
        organizationType: fields.organizationType,
        schoolLevel: fields.schoolLevel,
        street: fields.street,
        city: fields.city,
        state: fields.state,
        zip: fields.zip,
        franchiseId: fields.franchiseId,
        franchiseOverridden: fields.franchiseOverridden,
        forceAccessCode: fields.forceAccessCode,
      }
    : {};

/** The entry of `before` (absent: created) becoming `after`; undefined when nothing changed. */
export function organizationAuditEntry(
  deps: Pick<OrganizationPorts, 'ids' | 'clock'>,
  actor: AuditActor,
  action: AuditAction,
  before: ManagedOrganizationFields | undefined,
  after: ManagedOrganizationFields,
): AuditEntryRecord | undefined {
  const change = {
    actor,
    action,
    subject: { kind: 'organization' as const, id: after.organizationId },
    ...(after.franchiseId === directCustomerKey ? {} : { franchiseId: after.franchiseId }),
    before: audited(before),
    after: audited(after),
  };
  if (altersNothing(change)) return undefined;
  return auditEntryOf(change, { id: deps.ids.newId(), nowMs: deps.clock.nowMs() });
}
