// /organizer/thons/:eventId: the Thon's status and next move, event code, participant import,
// access codes, the children parents added that wait for approval, which participants the public pages leave out, the share templates, units entry (and completing one
// participant), the processing of the pledges once the Thon is completed, the pledges, and the links to the
// prize and event-day pages. Every change posts
// to the page's route action (thon-actions.ts) through a fetcher, which reloads the page's data.
// A franchisee team leader sees the event-day sections only (thon-page-access.ts).
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { editableStatuses, unitsOpenStatuses } from '@thon/shared/events/event-status';
import { rosterUnitsRows } from '@/features/events/routes/record-units';
import { UnitsEntryTable } from '@/features/events/components/units-entry-table';
import type { ThonPageData } from '@/features/events/api/load-thon';
import { AccessCodeList } from '@/features/events/components/access-code-list';
import { ApprovalQueuePanel } from '@/features/events/components/approval-queue-panel';
import { CompleteParticipantPanel } from '@/features/processing/components/complete-participant-panel';
import { EditThonForm } from '@/features/events/components/edit-thon-form';
import { ParticipantImportPanel } from '@/features/events/components/participant-import-panel';
import { PayoutPanel } from '@/features/processing/components/payout-panel';
import { ProcessingPanel } from '@/features/processing/components/processing-panel';
import { PublicVisibilityPanel } from '@/features/events/components/public-visibility-panel';
import { ShareTemplatesPanel } from '@/features/sharing/components/share-templates-panel';
import { TeamAssignmentPanel } from '@/features/events/components/team-assignment-panel';
import { ThonPledgesPanel } from '@/features/pledges/signed-in/thon-pledges-panel';
import { ThonPrizeLinks } from '@/features/prizes/components/thon-prize-links';
import { ThonEventDayLinks } from '@/features/eventday-organizer/components/eventday-links';
import { ThonStatusPanel } from '@/features/events/components/thon-status-panel';
import { thonDates } from '@/features/events/components/thon-dates';
import { managesThonPage } from '@/features/events/thon-page-access';
import { useSignedInSession } from '@/lib/session-route';

export function ThonPage() {
  const data = useLoaderData() as ThonPageData;
  const { Thon: thon, Teams: teams, AccessCodes: codes } = data;
  const teamNames = new Map(teams.map((team) => [team.TeamId, team.Name]));
  const unitsOpen = unitsOpenStatuses.includes(thon.Status);
  const processing = thon.Status === 'completed' || thon.Status === 'processed';
  const manages = managesThonPage(useSignedInSession().Role);
  /** Bumped by the Processing section's "Review the problem pledges". */
  const [problemsRequest, setProblemsRequest] = useState(0);
  /** The processing report's progress: the pledge list reads again when it moves. */
  const [progress, setProgress] = useState<number | undefined>(undefined);

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
        <dd>{thonDates(thon)}</dd>
        <dt>Goal</dt>
        <dd>{formatDollars(thon.Goal)}</dd>
      </dl>
      {manages && (
        <>
          <ThonStatusPanel status={thon.Status} />
          <PayoutPanel eventId={thon.EventId} />
          <EditThonForm thon={thon} />
        </>
      )}
      {editableStatuses.includes(thon.Status) && <ParticipantImportPanel />}
      <TeamAssignmentPanel teams={teams} />
      {manages && (
        <AccessCodeList
          codes={codes}
          eventCode={thon.EventCode}
          teamName={(teamId) => teamNames.get(teamId)}
        />
      )}
      <ThonPrizeLinks thonId={thon.EventId} />
      <ThonEventDayLinks eventId={thon.EventId} eventCode={thon.EventCode} />
      <ApprovalQueuePanel pending={data.PendingParticipants} />
      <PublicVisibilityPanel participants={data.Participants} />
      {manages && <ShareTemplatesPanel eventId={thon.EventId} />}
      <section aria-labelledby="units-heading" className="section">
        <h2 id="units-heading">Units</h2>
        {!unitsOpen && <p>{unitsLocked}</p>}
        <UnitsEntryTable
          rows={rosterUnitsRows(data)}
          unitName={thon.UnitName}
          locked={!unitsOpen}
          eventId={thon.EventId}
          withShareLinks={manages}
        />
        {manages && thon.Status === 'live' && <CompleteParticipantPanel data={data} />}
      </section>
      {manages && processing && (
        <ProcessingPanel
          data={data}
          onShowProblems={() => setProblemsRequest((count) => count + 1)}
          onProgress={setProgress}
        />
      )}
      {manages && <ThonPledgesPanel data={data} problemsRequest={problemsRequest} progress={progress} />}
    </>
  );
}
