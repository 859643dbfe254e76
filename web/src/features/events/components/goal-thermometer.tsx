// The donor pages' goal thermometer: raised against the goal as an accessible progress bar (its
// value the percent raised on the catalogue's progress bar scale), with the per-unit pledges' estimate shown
// after it as a lighter stretch of the same bar and said in words.
import { formatDollars } from '@thon/shared/catalog/money-format';
import '@/features/pledges/components/pledges.css';
import { barValue, barWidth, progressBarMax } from '@/components/progress-scale';
import { useT } from '@/i18n/translation';

export function GoalThermometer({
  raised,
  goal,
  progress,
  pledged = 0,
  label = 'Progress toward the goal',
}: {
  raised: number;
  goal: number;
  /** Percent of the goal raised, 0 to 100. */
  progress: number;
  /** The per-unit pledges' estimate, in dollars, not yet raised. */
  pledged?: number;
  label?: string;
}) {
  const t = useT();
  const value = barValue(progress);
  const pledgedValue = goal > 0 ? Math.min(progressBarMax - value, barValue((pledged / goal) * 100)) : 0;
  return (
    <div className="thermometer">
      <p className="thermometer-figures">
        <strong>{formatDollars(raised)}</strong> {t('raised of {{goal}} goal', { goal: formatDollars(goal) })}
      </p>
      <div
        role="progressbar"
        aria-label={t(label)}
        aria-valuemin={0}
        aria-valuemax={progressBarMax}
        aria-valuenow={value}
        aria-valuetext={t('{{progress}}% of the goal raised', { progress })}
        className="thermometer-track"
      >
        <div className="thermometer-raised" style={{ width: barWidth(value) }} />
        {pledgedValue > 0 && <div className="thermometer-pledged" style={{ width: barWidth(pledgedValue) }} />}
      </div>
      {pledged > 0 && (
        <p className="thermometer-pledged-note">
          {t('Plus about {{amount}} pledged per unit, collected when the run is over.', {
            amount: formatDollars(pledged),
          })}
        </p>
      )}
    </div>
  );
}

/** "Ava J." → "AJ": the photo placeholder's letters. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .join('');
  return (letters.slice(0, 2) || '?').toUpperCase();
}

/** The photo placeholder: the initials in a circle, hidden from screen readers (the name is the heading). */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <span className="initials-avatar" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
