// A franchise page's totals: the franchise's dashboard (GetFranchiseDashboard for that franchise,
// which answers 404 out of the caller's reach), shown with the franchisee home's own component.
import { useFranchiseRead } from '@/features/franchises/components/use-franchise-read';
import { getFranchiseDashboard } from '../api/franchisee-calls';
import { FranchiseDashboard, franchiseCalendarHref } from './franchise-dashboard';
import './franchisee.css';

const readDashboard = (franchiseId: string, signal: AbortSignal) =>
  getFranchiseDashboard(franchiseId, signal);

export function FranchiseTotals({ franchiseId }: { franchiseId: string }) {
  const read = useFranchiseRead(
    franchiseId,
    readDashboard,
    'The totals could not be loaded. Please try again.',
  );
  if (!read) return <p aria-busy="true">Loading totals…</p>;
  if (!read.ok) return <p role="alert">{read.message}</p>;
  return (
    <FranchiseDashboard
      dashboard={read.data}
      heading="Totals"
      calendarHref={franchiseCalendarHref(franchiseId)}
    />
  );
}
