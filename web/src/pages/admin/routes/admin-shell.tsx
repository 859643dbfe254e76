// The frame of every /admin page: the console's navigation above the page. The route group's
// loader has already decided who may be here (super admins and franchisee users); the API decides
// again on every call.
import { Outlet } from 'react-router';
import { AdminNav } from '../components/admin-nav';
import '../components/admin-console.css';

export function AdminShell() {
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
