// Raised against goal, as a labelled progress bar (capped at 100 by the API).
import { formatDollars } from '@thon/shared/catalog/money-format';

export function ProgressMeter({
  raised,
  goal,
  progress,
}: {
  raised: number;
  goal: number;
  progress: number;
}) {
  return (
    <div className="progress-meter">
      <p>
        <strong>{formatDollars(raised)}</strong> raised of {formatDollars(goal)} goal
      </p>
      <div
        role="progressbar"
        aria-label="Progress toward the goal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="progress-track"
      >
        <div className="progress-fill" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
