// The admin console's reads and writes of users: a name-prefix page (gsi2), a franchise's users
// (gsi1), and a change of role, franchise or active flag written with the super admin count and
// its audit entry in one transaction, conditioned on the user being as it was read.
import { auditEntryWrite, type AuditEntryRecord } from './audit-log-repository';
import { thon } from '../thon-service';
import { isActiveSuperAdmin, superAdminCountChange, type UserRecord } from './users-repository';
import { writeNamed, type WriteOutcome } from './write-transaction';

/** A page of users, or `bad-cursor` when the cursor is not one this Query handed out. */
export type UserPage = { users: UserRecord[]; nextCursor?: string } | 'bad-cursor';

interface PageRequest {
  limit: number;
  cursor?: string;
}

/**
 * ElectroDB's cursor is the page's last key (base64url JSON). One made up, or carried from another
 * partition (another franchise's list), would fail the Query (a 500) or start it in that
 * partition: it must hold string keys only and name this Query's partition.
 */
function cursorFits(cursor: string, partitionField: string, partitionKey: unknown): boolean {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
    return (
      Object.values(key).every((value) => typeof value === 'string') &&
      (key as Record<string, unknown>)[partitionField] === partitionKey
    );
  } catch {
    return false;
  }
}

async function pageOf(
  query: {
    params(): { ExpressionAttributeValues: Record<string, unknown> };
    go(options: {
      limit: number;
      cursor: string | null;
    }): Promise<{ data: UserRecord[]; cursor: string | null }>;
  },
  partitionField: string,
  page: PageRequest,
): Promise<UserPage> {
  if (
    page.cursor !== undefined &&
    !cursorFits(page.cursor, partitionField, query.params().ExpressionAttributeValues[':pk'])
  ) {
    return 'bad-cursor';
  }
  const { data, cursor } = await query.go({ limit: page.limit, cursor: page.cursor ?? null });
  return { users: data, ...(cursor ? { nextCursor: cursor } : {}) };
}

/** Users whose normalized "last first" name starts with `prefix` (already normalized), by name. */
export function searchUsersByName(prefix: string, page: PageRequest): Promise<UserPage> {
  return pageOf(
    thon().entities.user.query.byName({ allUsers: 'users' }).begins({ nameKey: prefix }),
    'gsi2pk',
    page,
  );
}

/** A franchise's users by last and first name. */
export function listUsersOfFranchise(franchiseId: string, page: PageRequest): Promise<UserPage> {
  return pageOf(thon().entities.user.query.byFranchise({ franchiseId }), 'gsi1pk', page);
}

export type UserStandingWrite = 'user' | 'superAdmins' | 'audit';

/**
 * Writes the user's new role, franchise and active flag, only if the stored user still has the
 * role, franchise and active flag it was read with. The whole item is put again, so its franchise
 * index keys follow the franchise (a patch cannot remove an index's key attribute). The super
 * admin count moves in the same transaction when the change adds or removes an active super admin.
 */
export function writeUserStanding(input: {
  before: UserRecord;
  after: UserRecord;
  audit?: AuditEntryRecord;
}): Promise<WriteOutcome<UserStandingWrite>> {
  const { before, after } = input;
  const delta = Number(isActiveSuperAdmin(after)) - Number(isActiveSuperAdmin(before));
  return writeNamed<UserStandingWrite>((entities) => ({
    user: entities.user
      .put(after)
      .where(
        ({ role, active, franchiseId }, { eq, notExists }) =>
          `${eq(role, before.role)} AND ${eq(active, before.active)} AND ${
            before.franchiseId === undefined ? notExists(franchiseId) : eq(franchiseId, before.franchiseId)
          }`,
      )
      .commit(),
    ...(delta !== 0 ? { superAdmins: superAdminCountChange(entities, delta > 0 ? 1 : -1) } : {}),
    ...(input.audit ? { audit: auditEntryWrite(entities, input.audit) } : {}),
  }));
}
