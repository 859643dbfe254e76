// The cost of one Thon as the bench prints it: a line per priced item, the total per service, the
// total, and which measured figures were missing (priced with the model's stated assumption).
import type { MeasuredFigures } from '@thon/infra/lib/cost/measured-figures';
import { prices, pricesReadOn } from '@thon/infra/lib/cost/prices';
import { thonCost, type ThonCost } from '@thon/infra/lib/cost/thon-cost';
import { table } from '../measure';

/** The target, Stripe's fees apart. */
export const targetUsd = 5;

const dollars = (usd: number) => `$${usd.toFixed(usd < 0.01 && usd > 0 ? 4 : 2)}`;
const quantity = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(value >= 1 ? 1 : 4);

export function costReport(measured: MeasuredFigures): { cost: ThonCost; text: string } {
  const cost = thonCost({
    measured,
    ...(measured.functionMemoryMb ? { functionMemoryMb: measured.functionMemoryMb } : {}),
  });
  const itemRows = cost.lines.map((line) => [
    line.service,
    line.item,
    quantity(line.quantity),
    `$${prices[line.unit].usd.toPrecision(3)}`,
    dollars(line.usd),
    line.basis,
  ]);
  const serviceRows = cost.byService.map(({ service, usd }) => [
    service,
    dollars(usd),
    `${((100 * usd) / cost.totalUsd).toFixed(0)} %`,
  ]);
  const verdict = cost.totalUsd < targetUsd ? 'under' : 'OVER';
  const text = [
    `\nAWS cost of one Thon (600 runners, 3,000 donors, 6,000 pledges, 12,000 invitations, 500 SMS,\n` +
      '20,000 page views, 18,000 laps), docs/cost.md. DynamoDB request units and local durations measured by\n' +
      `this bench run (${measured.measuredAt}); the rest as stated in infra/lib/cost/thon-activity.ts. us-east-1\n` +
      `on-demand prices read ${pricesReadOn} (infra/lib/cost/prices.ts; most not checkable here), no free tiers;\n` +
      `monthly fixed costs shared by ${cost.thonsPerMonth} Thons a month. Stripe's fees apart.\n`,
    table(['service', 'item', 'quantity', 'price', 'cost', 'basis'], itemRows),
    '',
    table(['service', 'per Thon', 'share'], serviceRows),
    '',
    `Total per Thon: ${dollars(cost.totalUsd)} (target under $${targetUsd}: ${verdict}).`,
    cost.unmeasured.length === 0
      ? 'Every call the model prices was measured in this run.'
      : `Not measured in this run, priced with the model's stated assumption: ${cost.unmeasured.join('; ')}.`,
  ].join('\n');
  return { cost, text };
}

const markdownTable = (headers: string[], rows: string[][]) =>
  [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map((_, index) => (index < 2 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** The same figures as Markdown tables, for docs/cost.md (`print.ts --markdown`). */
export function costMarkdown(measured: MeasuredFigures): string {
  const { cost } = costReport(measured);
  const items = markdownTable(
    ['service', 'item', 'quantity', 'cost', 'basis'],
    cost.lines.map((line) => [
      line.service,
      line.item,
      quantity(line.quantity),
      dollars(line.usd),
      line.basis,
    ]),
  );
  const services = markdownTable(
    ['service', 'per Thon', 'share'],
    [
      ...cost.byService.map(({ service, usd }) => [
        service,
        dollars(usd),
        `${((100 * usd) / cost.totalUsd).toFixed(0)} %`,
      ]),
      ['**total**', `**${dollars(cost.totalUsd)}**`, ''],
    ],
  );
  const priceRows = markdownTable(
    ['price', 'USD', 'per', 'checked here'],
    Object.entries(prices).map(([name, price]) => [
      name,
      `${price.usd.toPrecision(4)}`,
      price.per,
      price.checked ? 'yes' : 'no',
    ]),
  );
  return [
    items,
    '',
    services,
    '',
    cost.unmeasured.length === 0
      ? 'Every priced call was measured in that run.'
      : `Not measured in that run (priced with the stated assumption): ${cost.unmeasured.join('; ')}.`,
    '',
    priceRows,
  ].join('\n');
}
