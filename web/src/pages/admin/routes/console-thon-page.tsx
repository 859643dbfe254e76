// /admin/thons/:eventId: one Thon in the console, for super admins and the Thon's franchisee user
// (the console's roles; the API answers 404 for a Thon out of reach, shown as the route's error):
// its facts, organizer hand-off, franchisee team leaders, test mark and a test Thon's outbox.
import { Link, useLoaderData } from 'react-router';
import { OrganizerControl } from '@/features/console-thons/components/organizer-control';
import { TeamLeadersControl } from '@/features/console-thons/components/team-leaders-control';
import { TestMarkControl } from '@/features/console-thons/components/test-mark-control';
import { TestOutboxList } from '@/features/console-thons/components/test-outbox';
import { ThonFacts } from '@/features/console-thons/components/thon-facts';
import type { ConsoleThonView } from '@/features/console-thons/routes/console-thon-page-loader';
import { useSignedInSession } from '../../../lib/session-route';

export function ConsoleThonPage() {
  const { thon, row, teamLeaders, outbox } = useLoaderData() as ConsoleThonView;
  const session = useSignedInSession();
  return (
    <>
      <title>{`${thon.Name} · Admin console · Thon`}</title>
      <p>
        <Link to="/admin/thons">All Thons</Link>
      </p>
      <h1>{thon.Name}</h1>
      <ThonFacts thon={thon} row={row} />
      <OrganizerControl thon={thon} searchesAllUsers={session.IsSuperAdmin} />
      <TeamLeadersControl thon={thon} row={row} teamLeaders={teamLeaders} />
      {row && <TestMarkControl row={row} />}
      {outbox && <TestOutboxList outbox={outbox} />}
    </>
  );
}
