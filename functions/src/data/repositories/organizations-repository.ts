// Organizations running Thons.
import type { EntityItem } from 'electrodb';
import type { organizationEntity } from '../entities/organization';
import { thon } from '../thon-service';
import { auditEntryWrite, cursorFits, type AuditEntryRecord } from './audit-log-repository';
import { batchGetAll } from './batch-get';
import { unlessConditionFails, writeNamed, type WriteOutcome } from './write-transaction';

export type OrganizationRecord = EntityItem<typeof organizationEntity>;

export async function createOrganization(organization: Omit<OrganizationRecord, 'createdAt'>): Promise<void> {
  await thon()
    .entities.organization.create({ ...organization, createdAt: new Date().toISOString() })
    .go();
}

export async function getOrganization(organizationId: string): Promise<OrganizationRecord | undefined> {
  const { data } = await thon().entities.organization.get({ organizationId }).go();
  return data ?? undefined;
}

/** The organizations of these ids that exist (BatchGet; unprocessed keys asked again). */
export async function getOrganizations(organizationIds: readonly string[]): Promise<OrganizationRecord[]> {
  const distinct = [...new Set(organizationIds)];
  if (distinct.length === 0) return [];
  return batchGetAll(
    distinct.map((organizationId) => ({ organizationId })),
    (keys) => thon().entities.organization.get(keys).go(),
  );
}

/**
 * Records the organization's payout account, only if it has none yet or already this one: of two
 * concurrent onboardings, one account stays (the provider's idempotency key makes it the same one
 * anyway). 'taken' when another account is stored (or the organization is unknown).
 */
export async function setPayoutAccount(organizationId: string, accountId: string): Promise<'set' | 'taken'> {
  const written = await unlessConditionFails(
    thon()
      .entities.organization.patch({ organizationId })
      .set({ payoutAccountId: accountId })
      .where(
        ({ payoutAccountId }, { eq, notExists }) =>
          `${notExists(payoutAccountId)} OR ${eq(payoutAccountId, accountId)}`,
      )
      .go(),
  );
  return written ? 'set' : 'taken';
}

/** Stores the provider's answer on the account (only for the account it was asked about). */
export async function recordPayoutStatus(
  organizationId: string,
  accountId: string,
  status: { chargesEnabled: boolean; payoutsEnabled: boolean },
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.organization.patch({ organizationId })
      .set({ payoutChargesEnabled: status.chargesEnabled, payoutsEnabled: status.payoutsEnabled })
      .where(({ payoutAccountId }, { eq }) => eq(payoutAccountId, accountId))
      .go(),
  );
}

/** The organization's tax statement for receipts ('' removes it). */
export async function setTaxStatement(organizationId: string, taxStatement: string): Promise<void> {
  const update = thon().entities.organization.patch({ organizationId });
  await (taxStatement ? update.set({ taxStatement }) : update.remove(['taxStatement'])).go();
}

/** What the console sets on an organization; the key, nameKey, version and times are the repository's. */
export type ManagedOrganizationFields = Required<
  Pick<
    OrganizationRecord,
    | 'organizationId'
    | 'name'
    | 'organizationType'
    | 'street'
    | 'city'
    | 'state'
    | 'zip'
    | 'franchiseId'
    | 'franchiseOverridden'
    | 'forceAccessCode'
  >
> &
  Pick<OrganizationRecord, 'schoolLevel'>;

/**
 * Creates the organization (`readVersion` absent) or changes its managed fields only if it is still
 * at `readVersion` (0: one made with a Thon, never edited, so it has no version yet), with the
 * change's audit entry: both or neither. A change patches, so the payout fields set meanwhile stay.
 */
export function writeOrganization(input: {
  organization: ManagedOrganizationFields;
  readVersion?: number;
  at: string;
  audit?: AuditEntryRecord;
}): Promise<WriteOutcome<'organization' | 'audit'>> {
  const { organization, readVersion, at, audit } = input;
  const { organizationId, schoolLevel, ...fields } = organization;
  const nameKey = `${organization.name.toLowerCase()}#${organizationId}`;
  return writeNamed<'organization' | 'audit'>((entities) => {
    const entity = entities.organization;
    const write =
      readVersion === undefined
        ? entity
            .create({ ...organization, nameKey, version: 1, createdAt: at, updatedAt: at })
            .commit()
        : (() => {
            const patch = entity
              .patch({ organizationId })
              .set({
                ...fields,
                ...(schoolLevel !== undefined ? { schoolLevel } : {}),
                nameKey,
                version: readVersion + 1,
                updatedAt: at,
              });
            return (schoolLevel === undefined ? patch.remove(['schoolLevel']) : patch)
              .where(({ version }, { eq, notExists }) =>
                readVersion === 0 ? notExists(version) : eq(version, readVersion),
              )
              .commit();
          })();
    return { organization: write, ...(audit ? { audit: auditEntryWrite(entities, audit) } : {}) };
  });
}

/**
 * A page of one franchise's organizations (or `direct` customers') by name; undefined when the
 * cursor is not one this Query handed out (another franchise's cursor would start in its partition).
 */
export async function listOrganizationsOfFranchise(
  franchiseId: string,
  page: { limit: number; cursor?: string },
): Promise<{ organizations: OrganizationRecord[]; nextCursor?: string } | undefined> {
  const query = thon().entities.organization.query.byFranchise({ franchiseId });
  if (page.cursor !== undefined && !cursorFits(page.cursor, 'gsi1pk', query.params().ExpressionAttributeValues[':pk']))
    return undefined;
  const { data, cursor } = await query.go({ limit: page.limit, cursor: page.cursor ?? null });
  return { organizations: data, ...(cursor ? { nextCursor: cursor } : {}) };
}
