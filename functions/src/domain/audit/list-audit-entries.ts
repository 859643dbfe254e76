// ListAuditEntries: super admins read a month of the whole log (this month unless asked) or one
// franchise's entries; a franchisee user reads their own franchise's only. Another franchise's id
// answers exactly like an unknown one (the scope's notFoundUnless), so ids cannot be probed.
import type { AuditEntry, AuditEntryList, ListAuditEntriesQuery } from '@thon/shared/api/schemas/audit';
import { auditActionSchema, auditSubjectKindSchema } from '@thon/shared/api/schemas/audit';
import { pageCursorNotValid } from '@thon/shared/catalog/messages';
import type { AuditEntryRecord, AuditPage } from '../../data/repositories/audit-log-repository';
import { scopedCaller } from '../access/caller-scope';
import { canReadFranchise, notFoundUnless } from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import type { AuditPorts } from './ports';

function fieldsOf(json: string): Record<string, unknown> {
  return JSON.parse(json) as Record<string, unknown>;
}

function entryOf(record: AuditEntryRecord): AuditEntry {
  return {
    Id: record.entryId,
    At: record.at,
    Who: { UserId: record.actorUserId, Name: record.actorName, Role: record.actorRole },
    Action: auditActionSchema.parse(record.action),
    Subject: { Kind: auditSubjectKindSchema.parse(record.subjectKind), Id: record.subjectId },
    ...(record.franchiseId === undefined ? {} : { FranchiseId: record.franchiseId }),
    Before: fieldsOf(record.before),
    After: fieldsOf(record.after),
  };
}

function listOf(page: AuditPage): AuditEntryList {
  if (page === 'bad-cursor')
    throw new RuleBroken(pageCursorNotValid, [{ path: 'Cursor', message: pageCursorNotValid }]);
  return {
    Entries: page.entries.map(entryOf),
    ...(page.nextCursor === undefined ? {} : { NextCursor: page.nextCursor }),
  };
}

export async function listAuditEntries(
  deps: AuditPorts,
  caller: Caller,
  query: ListAuditEntriesQuery,
): Promise<AuditEntryList> {
  const scoped = await scopedCaller(deps.users, caller);
  const page = { limit: query.PageSize, ...(query.Cursor === undefined ? {} : { cursor: query.Cursor }) };
  const franchiseId = query.FranchiseId ?? (scoped.role === 'super-admin' ? undefined : scoped.franchiseId);
  if (franchiseId === undefined) {
    // Only a super admin reaches the whole log; a franchisee without a franchise reads nothing.
    notFoundUnless(scoped.role === 'super-admin');
    const month = query.Month ?? new Date(deps.clock.nowMs()).toISOString().slice(0, 7);
    return listOf(await deps.audit.listAuditEntriesOfMonth(month, page));
  }
  notFoundUnless(canReadFranchise(scoped, franchiseId));
  return listOf(await deps.audit.listAuditEntriesOfFranchise(franchiseId, query.Month, page));
}
