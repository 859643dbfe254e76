// The programme as saved, read only: what a worker doing event-day work sees (they hand prizes out
// but do not change the programme).
import { formatDollars } from '@thon/shared/catalog/money-format';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { PrizeProgrammeWire } from '../api/programme-calls';
import { metricChoices } from './challenge-form-values';

export function ProgrammeSummary({ programme }: { programme: PrizeProgrammeWire }) {
  const unit = programme.UnitName;
  const levels = [...programme.Levels].sort((a, b) => a.ThresholdPerUnitCents - b.ThresholdPerUnitCents);
  return (
    <>
      <p>
        {programme.Mode === 'cumulative'
          ? 'Cumulative: a student gets the prizes of every level up to the one reached.'
          : 'Top level only: a student gets the prizes of the highest level reached.'}
      </p>
      {levels.length === 0 && <p>No prize levels yet.</p>}
      <ul className="prize-levels">
        {levels.map((level) => (
          <li key={level.LevelId}>
            <strong>{level.Name}</strong>
            {` · ${formatDollars(centsToDollars(level.ThresholdPerUnitCents))} per ${unit}`}
            {level.Prizes.length > 0 &&
              `: ${level.Prizes.map((prize) => `${prize.ProductName}${prize.Quantity > 1 ? ` x ${prize.Quantity}` : ''}`).join(', ')}`}
          </li>
        ))}
      </ul>
      <h2>Class challenges</h2>
      {programme.Challenges.length === 0 && <p>No class challenges yet.</p>}
      <ul>
        {programme.Challenges.map((challenge) => (
          <li key={challenge.ChallengeId}>
            {`${challenge.Name}: ${metricChoices.find((choice) => choice.value === challenge.Metric)?.label ?? challenge.Metric}, reward ${challenge.Reward}`}
          </li>
        ))}
      </ul>
    </>
  );
}
