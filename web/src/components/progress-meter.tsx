// Raised against goal, as a labelled progress bar (capped at 100 by the API). Other progress (shares
// toward the share goal) gives its own caption instead of the dollars.
import type { ReactNode } from 'react';
import { formatDollars } from '@thon/shared/catalog/money-format';

export function ProgressMeter({
  raised,
  goal,
  progress,
  label = 'Progress toward the goal',
  caption,
}: {
  raised: number;
  goal: number;
  progress: number;
  /** The progress bar's accessible name; give each bar on a page its own. */
  label?: string;
  /** Replaces the dollars line above the bar. */
  caption?: ReactNode;
}) {
  return (
    <div className="progress-meter">
      {caption ?? (
        <p>
          <strong>{formatDollars(raised)}</strong> raised of {formatDollars(goal)} goal
        </p>
      )}
      <div
        role="progressbar"
        aria-label={label}
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
