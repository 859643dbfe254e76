// The frame of every /admin page: the console's navigation above the page. The route group's
// loader has already decided who may be here (super admins and franchisee users); the API decides
// again on every call.
import { Outlet } from 'react-router';
import { useSignedInSession } from '../../../lib/session-route';
import { AdminNav } from '../components/admin-nav';
import '../components/admin-console.css';

export function AdminShell() {
  const session = useSignedInSession();
  return (
    <>
      <AdminNav role={session.Role} franchiseId={session.FranchiseId} />
      <Outlet />
    </>
  );
}
