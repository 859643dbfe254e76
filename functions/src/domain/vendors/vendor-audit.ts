// The audit entry of a change to a vendor: who made it and the vendor's fields as they were and
// became (audit/audit-entry.ts keeps only those that changed), written in the change's own
// transaction. A vendor belongs to no franchise, so only super admins read it.
import type { AuditAction } from '@thon/shared/api/schemas/audit';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import { altersNothing, auditEntryOf, type AuditActor, type AuditedChange } from '../audit/audit-entry';
import type { VendorFields, VendorPorts } from './ports';

const audited = (fields: VendorFields | undefined): Record<string, unknown> =>
  fields
    ? {
        name: fields.name,
        contactEmail: fields.contactEmail,
        phone: fields.phone,
        status: fields.status,
        franchiseIds: fields.franchiseIds,
        shippingFeeCents: fields.shippingFeeCents,
      }
    : {};

/** The entry of `before` (absent: created) becoming `after`; undefined when nothing changed. */
export function vendorAuditEntry(
  deps: Pick<VendorPorts, 'ids' | 'clock'>,
  actor: AuditActor,
  action: AuditAction,
  before: VendorFields | undefined,
  after: VendorFields,
): AuditEntryRecord | undefined {
  const change: AuditedChange = {
    actor,
    action,
    subject: { kind: 'vendor', id: after.vendorId },
    before: audited(before),
    after: audited(after),
  };
  if (altersNothing(change)) return undefined;
  return auditEntryOf(change, { id: deps.ids.newId(), nowMs: deps.clock.nowMs() });
}
