// /admin/thons: every Thon the viewer's scope reaches (a super admin all, filtered by franchise; a
// franchisee user their franchise's), filtered and paged, each opening its organizer page.
import { useLoaderData } from 'react-router';
import { ConsoleThonList } from '@/features/console-thons/components/console-thon-list';
import type { ConsoleThonsView } from '@/features/console-thons/routes/console-thon-loaders';
import { useSignedInSession } from '../../../lib/session-route';

export function ThonsPage() {
  const view = useLoaderData() as ConsoleThonsView;
  const session = useSignedInSession();
  return (
    <>
      <title>Thons · Admin console · Thon</title>
      <h1>Thons</h1>
      <ConsoleThonList
        view={view}
        canPickFranchise={session.IsSuperAdmin}
        // Money settings: super admins, and franchisee users on their franchise's Thons (all listed).
        canSetMoney={session.IsSuperAdmin || session.IsFranchiseeUser}
      />
    </>
  );
}
