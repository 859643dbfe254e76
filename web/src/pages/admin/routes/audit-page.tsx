// /admin/audit: the audit log, newest first: a super admin's whole log by month or one
// franchise's; a franchisee user's own franchise's (the API answers them nothing else).
import { useLoaderData } from 'react-router';
import { AuditFilterForm } from '@/features/audit/components/audit-filter-form';
import { AuditLog } from '@/features/audit/components/audit-log';
import type { AuditView } from '@/features/audit/routes/audit-loader';

export function AuditPage() {
  const view = useLoaderData() as AuditView;
  return (
    <>
      <title>Audit log · Admin console · Thon</title>
      <h1>Audit log</h1>
      {/* Keyed by the selection: the form shows the selection of the page loaded. */}
      <AuditFilterForm
        key={`${view.selection.month ?? ''}:${view.selection.franchiseId ?? ''}`}
        selection={view.selection}
        franchises={view.franchises}
      />
      <AuditLog view={view} />
    </>
  );
}
