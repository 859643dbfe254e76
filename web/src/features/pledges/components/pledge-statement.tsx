// A saved per-unit pledge's plain statement: "at most 25 laps x $2 = $50".
import { capStatement } from '@thon/shared/pledges/cap-statement';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { unitsLabel } from './pledge-money';

export function PledgeStatement({
  pledge,
}: {
  pledge: { Kind: string; Amount: number; CountableUnits?: number; UnitName: string };
}) {
  if (pledge.Kind !== 'PerUnit' || pledge.CountableUnits === undefined) return null;
  const units = pledge.CountableUnits;
  return (
    <p className="cap-statement">
      {capStatement({
        units,
        unitName: unitsLabel(pledge.UnitName, units),
        rateCents: dollarsToCents(pledge.Amount),
      })}
    </p>
  );
}
