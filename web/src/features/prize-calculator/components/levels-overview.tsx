// The expected students per level, and once the Thon has started the awards actually made (not
// void) beside them, so an organizer sees how the plan held up. In top-level-only mode a student
// receives only their highest level's prizes, so "receiving" can be fewer than "reaching".
import type { CalculatorLevel, PrizeCalculation } from '@thon/shared/api/schemas/prize-calculator';
import { amount, percentWords, thresholdWords } from './calculator-format';

export function LevelsOverview({ calculation }: { calculation: Pick<PrizeCalculation, 'Levels' | 'Mode'> }) {
  const levels: readonly CalculatorLevel[] = calculation.Levels;
  const afterStart = levels.some((level) => level.ActualAwards !== null);
  const top = calculation.Mode === 'top';
  return (
    <div className="shop-report-wrap" role="region" aria-label="Expected students per level" tabIndex={0}>
      <table className="shop-report-table">
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Reached at</th>
            <th scope="col" className="number">
              Expected
            </th>
            <th scope="col" className="number">
              Students reaching it
            </th>
            {top && (
              <th scope="col" className="number">
                Students receiving its prizes
              </th>
            )}
            {afterStart && (
              <th scope="col" className="number">
                Actual awards
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr key={level.LevelId}>
              <th scope="row">{level.Name}</th>
              <td>{thresholdWords(level.ThresholdPerUnitCents)}</td>
              <td className="number">{percentWords(level.ExpectedPercent)}</td>
              <td className="number">{amount(level.ReachingStudents)}</td>
              {top && <td className="number">{amount(level.ExpectedStudents)}</td>}
              {afterStart && (
                <td className="number">{level.ActualAwards === null ? '—' : amount(level.ActualAwards)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
