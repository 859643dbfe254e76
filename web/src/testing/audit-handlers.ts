// msw handlers for the admin console's audit log: an in-memory fake of ListAuditEntries, newest
// first, paged by an opaque cursor as the API does: a month of everything (this month unless
// asked), or one franchise's entries (optionally one month of them). A franchisee user's calls
// read `ownFranchiseId`'s entries whatever they ask, as the API scopes them.
import { http, HttpResponse } from 'msw';
import { auditRoutes } from '@thon/shared/api/routes/audit';
import type { AuditEntry } from '@thon/shared/api/schemas/audit';
import { mswPath } from './handlers';

export function auditEntryFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    Id: 'audit-1',
    At: '2026-03-05T15:30:00.000Z',
    Who: { UserId: 'user-alex', Name: 'Alex Morgan', Role: 'super-admin' },
    Action: 'organization-changed',
    Subject: { Kind: 'organization', Id: 'org-lincoln' },
    FranchiseId: 'fr-north-texas',
    Before: { Name: 'Lincoln School' },
    After: { Name: 'Lincoln Elementary' },
    ...overrides,
  };
}

/** `count` entries of March 2026, one a day from the 1st, newest last. */
export function manyAuditEntries(count: number): AuditEntry[] {
  return Array.from({ length: count }, (_, index) =>
    auditEntryFixture({
      Id: `audit-${index + 1}`,
      At: `2026-03-${String(index + 1).padStart(2, '0')}T12:00:00.000Z`,
      Before: { Name: `Name ${index}` },
      After: { Name: `Name ${index + 1}` },
    }),
  );
}

export function auditApi(options: { entries?: AuditEntry[]; ownFranchiseId?: string } = {}) {
  const entries = options.entries ?? [auditEntryFixture()];
  const sent = { lists: [] as Record<string, string>[] };
  const handlers = [
    http.get(mswPath(auditRoutes.listAuditEntries), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.lists.push(query);
      const franchiseId = options.ownFranchiseId ?? query.FranchiseId;
      const month = query.Month ?? (franchiseId ? undefined : new Date().toISOString().slice(0, 7));
      const size = Number(query.PageSize ?? 25);
      const before = query.Cursor ? atob(query.Cursor) : undefined;
      const rest = entries
        .filter((entry) => franchiseId === undefined || entry.FranchiseId === franchiseId)
        .filter((entry) => month === undefined || entry.At.startsWith(month))
        .sort((a, b) => b.At.localeCompare(a.At))
        .filter((entry) => before === undefined || entry.At < before);
      const page = rest.slice(0, size);
      const last = page.at(-1);
      return HttpResponse.json(
        rest.length > size && last ? { Entries: page, NextCursor: btoa(last.At) } : { Entries: page },
      );
    }),
  ];
  return { handlers, sent };
}
