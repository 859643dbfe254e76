// The sentence a per-unit pledge form states plainly (issue 11): "at most N {units} x $r = $max".
import { formatDollars } from '../catalog/money-format';
import { centsToDollars } from './cents';

export function capStatement(input: { units: number; unitName: string; rateCents: number }): string {
  const { units, unitName, rateCents } = input;
  const rate = formatDollars(centsToDollars(rateCents));
  const most = formatDollars(centsToDollars(rateCents * units));
  return `at most ${units} ${unitName} x ${rate} = ${most}`;
}
