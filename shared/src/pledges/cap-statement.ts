// The sentence a per-unit pledge form states plainly (issue 11): "at most N {units} x $r = $max".
// Its words and its figures are apart so the web can say it in the reader's language.
import { formatDollars } from '../catalog/money-format';
import { centsToDollars } from './cents';

interface CapStatementInput {
  units: number;
  unitName: string;
  rateCents: number;
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

export function capStatement(input: CapStatementInput): string {
  const figures: Record<string, string | number> = capStatementFigures(input);
  return capStatementText.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => String(figures[name]));
}
