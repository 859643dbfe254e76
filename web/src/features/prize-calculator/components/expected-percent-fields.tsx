// The expected percent of students per level, prefilled from the last answer (history, the default
// distribution, or the buyer's own). A level the buyer types in is theirs from then on: it is sent
// on each calculation until they go back to the basis.
import { useId } from 'react';
import type { CalculatorLevel } from '@thon/shared/api/schemas/prize-calculator';

export function ExpectedPercentFields({
  levels,
  edited,
  onChange,
}: {
  levels: readonly CalculatorLevel[];
  edited: Readonly<Record<string, string>>;
  onChange: (next: Readonly<Record<string, string>>) => void;
}) {
  const prefix = useId();
  return (
    <fieldset>
      <legend>Expected students per level (%)</legend>
      <div className="shop-report-filters">
        {levels.map((level) => (
          <div className="field" key={level.LevelId}>
            <label htmlFor={`${prefix}-${level.LevelId}`}>{level.Name}</label>
            <input
              id={`${prefix}-${level.LevelId}`}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.1}
              value={edited[level.LevelId] ?? String(level.ExpectedPercent)}
              onChange={(e) => onChange({ ...edited, [level.LevelId]: e.target.value })}
            />
          </div>
        ))}
      </div>
      {Object.keys(edited).length > 0 && (
        <p>
          <button type="button" className="button-secondary" onClick={() => onChange({})}>
            Use the basis again
          </button>
        </p>
      )}
    </fieldset>
  );
}
