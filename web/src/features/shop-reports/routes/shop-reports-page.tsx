// /shop/reports: the reports this caller may run, each linked.
import { Link } from 'react-router';
import { useSignedInSession } from '../../../lib/session-route';
import { shopReportsFor } from './shop-report-access';

export function ShopReportsPage() {
  const session = useSignedInSession();
  return (
    <>
      <title>Reports · Shop · Thon</title>
      <h1>Reports</h1>
      <ul aria-label="Shop reports">
        {shopReportsFor(session.Role).map((report) => (
          <li key={report.name}>
            <Link to={report.path}>{report.name}</Link>: {report.description}
          </li>
        ))}
      </ul>
    </>
  );
}
