// /admin/reconciliation: choose a Thon, an organization, a franchise or a month, and read its
// reconciliation (totals, CSV, printable view). Open to both console roles; the API answers only
// what the caller's scope reaches (anything else as unknown).
import { useLoaderData } from 'react-router';
import { ReconciliationForm } from '@/features/reconciliation/components/reconciliation-form';
import { ReconciliationReport } from '@/features/reconciliation/components/reconciliation-report';
import type { ReconciliationScope } from '@/features/reconciliation/api/reconciliation-calls';
import type { ReconciliationView } from '@/features/reconciliation/routes/reconciliation-loader';

function titleOf(scope: ReconciliationScope): string {
  switch (scope.kind) {
    case 'thon':
      return `Thon ${scope.eventId}`;
    case 'organization':
      return `Organization ${scope.organizationId}`;
    case 'franchise':
      return `Franchise ${scope.franchiseId}`;
    case 'month':
      return scope.franchiseId ? `${scope.month}, franchise ${scope.franchiseId}` : scope.month;
  }
}

const fileNameOf = (scope: ReconciliationScope) =>
  `reconciliation-${titleOf(scope)
    .replace(/[^\w-]+/g, '-')
    .toLowerCase()}.csv`;

export function ReconciliationPage() {
  const view = useLoaderData() as ReconciliationView;
  return (
    <>
      <title>Reconciliation · Admin console · Thon</title>
      <h1>Reconciliation</h1>
      <ReconciliationForm key={view.scope ? titleOf(view.scope) : 'none'} scope={view.scope} />
      {view.report && 'ok' in view.report ? (
        <p role="alert">{view.report.message}</p>
      ) : view.report && view.scope ? (
        <ReconciliationReport
          report={view.report}
          title={titleOf(view.scope)}
          fileName={fileNameOf(view.scope)}
        />
      ) : null}
    </>
  );
}
