// One of the parent's participants: name, event, goal, raised and progress, the access code
// the child signs in with, grade and shirt size when given, the prize level reached and what the
// next needs, the family's message and photo on the child's page, the way to the child's share
// page and Remove (with its confirm step). A child the parent created shows "Waiting for
// approval" instead of the share link until the organizer approves it: it has no public page yet
// and the server refuses its invitations.
import { Link } from 'react-router';
import { approvalExplained, waitingForApproval } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { ProgressMeter } from '../../../components/progress-meter';
import { useReferenceLists } from '../../../lib/reference-lists';
import type { ParentParticipant } from '@/features/participants/api/load-parent-participants';
import { RemoveParticipantControl } from '@/features/participants/components/remove-participant-control';
import { FamilyPageControls } from '@/features/prizes-public/components/family-page-controls';
import { PrizeCard } from '@/features/prizes-public/components/prize-card';

interface ParticipantCardProps {
  participant: ParentParticipant;
}

export function ParticipantCard({ participant }: ParticipantCardProps) {
  const { Participant: entry, EventName: eventName, Goal, Raised, Progress, AwaitingApproval } = participant;
  const name = `${entry.FirstName} ${entry.LastName}`.trim();
  const headingId = `participant-${entry.ParticipantId}`;
  // Server-configured sizes have names too (GetReferenceLists); an unknown code shows as itself.
  const { shirtSizes } = useReferenceLists();
  const shirtSizeName = (code: string) => shirtSizes.find((size) => size.Code === code)?.Name ?? code;
  return (
    <article className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      {AwaitingApproval && (
        <p className="notice">
          <strong>{waitingForApproval}</strong> {approvalExplained}
        </p>
      )}
      <dl className="stat-list">
        <div>
          <dt>Event</dt>
          <dd>{eventName ?? 'Not open to donors yet'}</dd>
        </div>
        <div>
          <dt>Goal</dt>
          <dd>{formatDollars(Goal)}</dd>
        </div>
        <div>
          <dt>Raised</dt>
          <dd>{formatDollars(Raised)}</dd>
        </div>
        <div>
          <dt>Access code</dt>
          <dd>
            <code>{entry.AccessCode}</code>
          </dd>
        </div>
        {entry.Grade && (
          <div>
            <dt>Grade</dt>
            <dd>{entry.Grade}</dd>
          </div>
        )}
        {entry.ShirtSize && (
          <div>
            <dt>Shirt size</dt>
            <dd>{shirtSizeName(entry.ShirtSize)}</dd>
          </div>
        )}
      </dl>
      <ProgressMeter raised={Raised} goal={Goal} progress={Progress} label={`Progress of ${name}`} />
      <PrizeCard prize={participant.Prize} headingLevel={3} headingId={`prize-${entry.ParticipantId}`} />
      {/* A child with no public page yet has no page to make their own. */}
      {eventName && !AwaitingApproval && <FamilyPageControls child={participant} />}
      {eventName && !AwaitingApproval && (
        <p>
          <Link className="button-link" to={`/share/${encodeURIComponent(entry.ParticipantId)}`}>
            {`Share ${entry.FirstName}'s page`}
          </Link>
        </p>
      )}
      <RemoveParticipantControl entry={entry} />
    </article>
  );
}
