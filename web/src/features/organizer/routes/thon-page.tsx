// /organizer/thons/:eventId: the Thon's status and next move, event code, participant import,
// access codes and units entry. Every change reloads the page's data.
import { useLoaderData, useRevalidator } from 'react-router';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { UnitsEntryTable } from '../../../components/units-entry-table';
import type { ThonPageData } from '../api/load-thon';
import { recordUnits } from '../api/record-units';
import { AccessCodeList } from '../components/access-code-list';
import { EditThonForm } from '../components/edit-thon-form';
import { ParticipantImportPanel } from '../components/participant-import-panel';
import { TeamAssignmentPanel } from '../components/team-assignment-panel';
import { ThonStatusPanel } from '../components/thon-status-panel';

export function ThonPage() {
  const {
    Thon: thon,
    Teams: teams,
    Participants: participants,
    AccessCodes: codes,
  } = useLoaderData() as ThonPageData;
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  const teamNames = new Map(teams.map((team) => [team.TeamId, team.Name]));
  const open = thon.Status === 'draft' || thon.Status === 'live';

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
        <dd>{`$${thon.Goal.toLocaleString('en-US')}`}</dd>
      </dl>
      <ThonStatusPanel eventId={thon.EventId} status={thon.Status} onChanged={reload} />
      <EditThonForm thon={thon} onSaved={reload} />
      {open && <ParticipantImportPanel eventId={thon.EventId} onImported={reload} />}
      <TeamAssignmentPanel eventId={thon.EventId} teams={teams} onAssigned={reload} />
      <AccessCodeList codes={codes} eventCode={thon.EventCode} teamName={(teamId) => teamNames.get(teamId)} />
      <section aria-labelledby="units-heading" className="section">
        <h2 id="units-heading">Units</h2>
        {!open && <p>{unitsLocked}</p>}
        <UnitsEntryTable
          rows={participants.map((participant) => ({
            ParticipantId: participant.ParticipantId,
            Name: `${participant.FirstName} ${participant.LastName}`,
            Team: teamNames.get(participant.TeamId),
            Units: participant.Units,
          }))}
          unitName={thon.UnitName}
          locked={!open}
          record={(participantId, units) => recordUnits(thon.EventId, participantId, units)}
        />
      </section>
    </>
  );
}
