// A per-unit pledge's plain statement, "at most 25 laps x $2 = $50", in the reader's language:
// live on the pledge form (CapStatement) and for a saved pledge (PledgeStatement).
import { capStatementFigures, capStatementText } from '@thon/shared/pledges/cap-statement';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { useT } from '../../../i18n/translation';
import { unitsLabel } from './pledge-money';

export function CapStatement({
  units,
  unitName,
  rateCents,
}: {
  units: number;
  unitName: string;
  rateCents: number;
}) {
  const t = useT();
  return (
    <p className="cap-statement">
      {t(capStatementText, capStatementFigures({ units, unitName: unitsLabel(unitName, units), rateCents }))}
    </p>
  );
}

export function PledgeStatement({
  pledge,
}: {
  pledge: { Kind: string; Amount: number; CountableUnits?: number; UnitName: string };
}) {
  if (pledge.Kind !== 'PerUnit' || pledge.CountableUnits === undefined) return null;
  return (
    <CapStatement
      units={pledge.CountableUnits}
      unitName={pledge.UnitName}
      rateCents={dollarsToCents(pledge.Amount)}
    />
  );
}
