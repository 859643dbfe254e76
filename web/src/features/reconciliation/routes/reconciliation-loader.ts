// /admin/reconciliation's loader: the scope the address names (?scope=thon&id=…,
// organization&id=…, franchise&id=…, month&month=yyyy-MM[&franchise=…]), every page of its report,
// or nothing yet when no scope is chosen. A refusal (an id out of reach answers as unknown) is shown
// beside the form, not as a broken page.
import type { LoaderFunctionArgs } from 'react-router';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { loadReconciliation, type ReconciliationScope } from '../api/reconciliation-calls';
import type { Reconciliation } from '../reconciliation-pages';

export interface ReconciliationView {
  scope: ReconciliationScope | undefined;
  report: Reconciliation | Refused | undefined;
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export function scopeOf(url: URL): ReconciliationScope | undefined {
  const id = url.searchParams.get('id')?.trim() ?? '';
  switch (url.searchParams.get('scope')) {
    case 'thon':
      return id ? { kind: 'thon', eventId: id } : undefined;
    case 'organization':
      return id ? { kind: 'organization', organizationId: id } : undefined;
    case 'franchise':
      return id ? { kind: 'franchise', franchiseId: id } : undefined;
    case 'month': {
      const month = url.searchParams.get('month') ?? '';
      const franchiseId = url.searchParams.get('franchise')?.trim() || undefined;
      return monthPattern.test(month) ? { kind: 'month', month, franchiseId } : undefined;
    }
    default:
      return undefined;
  }
}

export async function reconciliationLoader(args: LoaderFunctionArgs): Promise<ReconciliationView> {
  const scope = scopeOf(new URL(args.request.url));
  if (!scope) return { scope, report: undefined };
  return { scope, report: await refusedOr(() => loadReconciliation(scope, args.request.signal)) };
}
