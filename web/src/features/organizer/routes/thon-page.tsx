// /organizer/thons/:eventId: the Thon's status and next move, event code, participant import,
// access codes, which participants the public pages leave out, and units entry. Every change posts
// to the page's route action (thon-actions.ts) through a fetcher, which reloads the page's data.
import { useLoaderData } from 'react-router';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { editableStatuses, unitsOpenStatuses } from '@thon/shared/events/event-status';
import { rosterUnitsRows } from '../../../components/record-units';
import { UnitsEntryTable } from '../../../components/units-entry-table';
import type { ThonPageData } from '../api/load-thon';
import { AccessCodeList } from '../components/access-code-list';
import { EditThonForm } from '../components/edit-thon-form';
import { ParticipantImportPanel } from '../components/participant-import-panel';
import { PayoutPanel } from '../components/payout-panel';
import { PublicVisibilityPanel } from '../components/public-visibility-panel';
import { TeamAssignmentPanel } from '../components/team-assignment-panel';
import { ThonPledgesPanel } from '../components/thon-pledges-panel';
import { ThonStatusPanel } from '../components/thon-status-panel';

export function ThonPage() {
  const data = useLoaderData() as ThonPageData;
  const { Thon: thon, Teams: teams, AccessCodes: codes } = data;
  const teamNames = new Map(teams.map((team) => [team.TeamId, team.Name]));
  const unitsOpen = unitsOpenStatuses.includes(thon.Status);

  return (
    <>
      <title>{`${thon.Name} · Thon`}</title>
      <h1>{thon.Name}</h1>
      <dl className="thon-facts">
        <dt>Event code</dt>
        <dd>
          <code>{thon.EventCode}</code>
        </dd>
        <dt>Dates</dt>
        <dd>{`${thon.StartDate} to ${thon.EndDate}`}</dd>
        <dt>Goal</dt>
        <dd>{formatDollars(thon.Goal)}</dd>
      </dl>
      <ThonStatusPanel status={thon.Status} />
      <PayoutPanel eventId={thon.EventId} />
      <EditThonForm thon={thon} />
      {editableStatuses.includes(thon.Status) && <ParticipantImportPanel />}
      <TeamAssignmentPanel teams={teams} />
      <AccessCodeList codes={codes} eventCode={thon.EventCode} teamName={(teamId) => teamNames.get(teamId)} />
      <PublicVisibilityPanel participants={data.Participants} />
      <section aria-labelledby="units-heading" className="section">
        <h2 id="units-heading">Units</h2>
        {!unitsOpen && <p>{unitsLocked}</p>}
        <UnitsEntryTable
          rows={rosterUnitsRows(data)}
          unitName={thon.UnitName}
          locked={!unitsOpen}
          eventId={thon.EventId}
        />
      </section>
      <ThonPledgesPanel data={data} />
    </>
  );
}
