// One of the parent's participants: name, event, goal, raised and progress, and the access code
// the child signs in with.
import { formatDollars } from '@thon/shared/catalog/money-format';
import { ProgressMeter } from '../../../components/progress-meter';
import type { ParentParticipant } from '../api/load-parent-participants';

export function ParticipantCard({ participant }: { participant: ParentParticipant }) {
  const { entry, page, eventName } = participant;
  const name = `${entry.FirstName} ${entry.LastName}`.trim();
  const headingId = `participant-${entry.ParticipantId}`;
  return (
    <article className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <dl className="stat-list">
        <div>
          <dt>Event</dt>
          <dd>{eventName ?? 'Not open to donors yet'}</dd>
        </div>
        <div>
          <dt>Goal</dt>
          <dd>{formatDollars(page?.Goal ?? entry.Goal)}</dd>
        </div>
        <div>
          <dt>Raised</dt>
          <dd>{page ? formatDollars(page.Raised) : 'Not available'}</dd>
        </div>
        <div>
          <dt>Access code</dt>
          <dd>
            <code>{entry.AccessCode}</code>
          </dd>
        </div>
      </dl>
      {page && (
        <ProgressMeter
          raised={page.Raised}
          goal={page.Goal}
          progress={page.Progress}
          label={`Progress of ${name}`}
        />
      )}
    </article>
  );
}
