// In-memory organizations (domain/organizations/ports.ts OrganizationStore), with the table's
// conditions: created only if absent, changed only at the version read (0: an organization made
// with a Thon, which has none), the change and its audit entry together or not at all. Reads
// yield to the event loop, so racing use cases interleave as they would against the table.
import type { AuditEntryRecord } from '../../../src/data/repositories/audit-log-repository';
import type {
  ManagedOrganizationFields,
  OrganizationRecord,
} from '../../../src/data/repositories/organizations-repository';
import type { WriteOutcome } from '../../../src/data/repositories/write-transaction';
import type { OrganizationStore } from '../../../src/domain/organizations/ports';

const later = <T>(value: T): Promise<T> => new Promise((resolve) => setImmediate(() => resolve(value)));

export class InMemoryOrganizations implements OrganizationStore {
  readonly organizations = new Map<string, OrganizationRecord>();
  readonly audit: AuditEntryRecord[] = [];
  /** Writes cancelled because the version moved, for tests that count rounds. */
  cancelled = 0;

  getOrganization = (organizationId: string) => later(this.organizations.get(organizationId));

  writeOrganization = (input: {
    organization: ManagedOrganizationFields;
    readVersion?: number;
    at: string;
    audit?: AuditEntryRecord;
  }): Promise<WriteOutcome<'organization' | 'audit'>> => {
    const { organization, readVersion, at } = input;
    const stored = this.organizations.get(organization.organizationId);
    const fits =
      readVersion === undefined ? !stored : stored !== undefined && (stored.version ?? 0) === readVersion;
    if (!fits) {
      this.cancelled += 1;
      return later({ written: false, refused: new Set(['organization'] as const) });
    }
    const { schoolLevel: _dropped, ...kept } = stored ?? { createdAt: at };
    this.organizations.set(organization.organizationId, {
      ...kept,
      ...organization,
      nameKey: `${organization.name.toLowerCase()}#${organization.organizationId}`,
      version: (readVersion ?? 0) + 1,
      updatedAt: at,
    });
    if (input.audit) this.audit.push(input.audit);
    return later({ written: true });
  };

  /** The cursor is the page's last organization id, as opaque to callers as the table's. */
  listOrganizationsOfFranchise = (franchiseId: string, page: { limit: number; cursor?: string }) => {
    const sorted = [...this.organizations.values()]
      .filter(
        (organization) => organization.franchiseId === franchiseId && organization.nameKey !== undefined,
      )
      .sort((a, b) => (a.nameKey ?? '').localeCompare(b.nameKey ?? ''));
    const start =
      page.cursor === undefined ? 0 : sorted.findIndex((o) => o.organizationId === page.cursor) + 1;
    if (start === 0 && page.cursor !== undefined) return later(undefined);
    const organizations = sorted.slice(start, start + page.limit);
    const more = start + page.limit < sorted.length;
    return later({ organizations, ...(more ? { nextCursor: organizations.at(-1)?.organizationId } : {}) });
  };
}
