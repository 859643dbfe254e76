// The audit log's loader: a page of the selection in the address (?month=YYYY-MM&franchise=…), the
// first with the franchises a super admin chooses among, or the one after ?cursor= that "Show
// more" fetches.
import type { LoaderFunctionArgs } from 'react-router';
import { refusedOr } from '../../../components/form/refused-or';
import { requireSession } from '../../../lib/require-session';
import { listFranchiseChoices, type FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import { listAuditEntries, type AuditEntryList, type AuditSelection } from '../api/audit-calls';

export interface AuditView {
  page: AuditEntryList;
  selection: AuditSelection;
  /** The franchises a super admin may read one of; none for a franchisee user (theirs only). */
  franchises: FranchiseChoice[];
}

/** The selection the address asks for; a malformed month is left to the API to refuse. */
export function selectionOf(url: URL): AuditSelection {
  return {
    month: url.searchParams.get('month') || undefined,
    franchiseId: url.searchParams.get('franchise') || undefined,
  };
}

export async function auditLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const selection = selectionOf(url);
  const cursor = url.searchParams.get('cursor') || undefined;
  const { signal } = args.request;
  if (cursor) return refusedOr(() => listAuditEntries(selection, cursor, signal));
  const session = await requireSession(args);
  const [page, franchises] = await Promise.all([
    listAuditEntries(selection, undefined, signal),
    session.IsSuperAdmin ? listFranchiseChoices(signal) : Promise.resolve([]),
  ]);
  return { page, selection, franchises } satisfies AuditView;
}
