// Raised against goal, as a labelled progress bar on the catalogue's scale (progress in percent). Other progress (shares
// toward the share goal) gives its own caption instead of the dollars.
import type { ReactNode } from 'react';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { barValue, barWidth, progressBarMax } from './progress-scale';

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
  const value = barValue(progress);
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
        aria-valuemax={progressBarMax}
        aria-valuenow={value}
        className="progress-track"
      >
        <div className="progress-fill" style={{ width: barWidth(value) }} />
      </div>
    </div>
  );
}
