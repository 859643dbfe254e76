// The sentence a per-unit pledge form states plainly: "at most N {units} x $r = $max".
// Its words and its figures are apart so the web can say it in the reader's language.
import { formatDollars } from '../catalog/money-format';
import { centsToDollars } from './cents';

interface CapStatementInput {
  units: number;
  unitName: string;
  rateCents: number;
}

const englishRules = new Intl.PluralRules('en');

/**
 * The event's unit (its organizer's word, e.g. "lap") as English counts it: "1 lap", "30 laps".
 * A word the organizer already gave in the plural stays as it is.
 */
export function unitsLabel(unitName: string, count: number): string {
  if (englishRules.select(count) === 'one' || unitName.endsWith('s')) return unitName;
  return `${unitName}s`;
}

/** The statement's English with {{placeholders}} for capStatementFigures. */
export const capStatementText = 'at most {{units}} {{unitName}} x {{rate}} = {{most}}';

export function capStatementFigures({ units, unitName, rateCents }: CapStatementInput) {
  return {
    units,
    unitName,
    rate: formatDollars(centsToDollars(rateCents)),
    most: formatDollars(centsToDollars(rateCents * units)),
  };
}

/** The statement in English (the pledge emails), the unit counted: "at most 30 laps x $2 = $60". */
export function capStatement(input: CapStatementInput): string {
  const figures: Record<string, string | number> = capStatementFigures({
    ...input,
    unitName: unitsLabel(input.unitName, input.units),
  });
  return capStatementText.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => String(figures[name]));
}
