// The reconciliation as a CSV file: a row per Thon, then the total, in dollars with two decimals
// (what a spreadsheet sums). Every cell goes through lib/spreadsheet-csv.ts (formula escaping: a
// Thon named "=HYPERLINK(...)" stays a name). The columns are the server's CSV's (Format=csv) with
// the Thon's school and start date beside its name.
import { spreadsheetCsv } from '@/lib/spreadsheet-csv';
import type { ReconciliationFiguresWire } from '@thon/shared/api/schemas/reports';
import { figureKeys, type Reconciliation } from './reconciliation-pages';

export const reconciliationCsvFields = [
  'Thon',
  'Organization',
  'Start Date',
  'Pledges',
  'Gross Pledged',
  'Charged',
  'Refunded',
  'Disputed',
  'Offline',
  'Processing Expense',
  'Commission',
  'Net To School',
] as const;

/** Integer cents as dollars with two decimals, exactly (no floating division). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const figureCells = (figures: ReconciliationFiguresWire) =>
  figureKeys.map((key) => (key === 'Pledges' ? String(figures[key]) : centsText(figures[key])));

export function reconciliationCsv(report: Reconciliation): string {
  return spreadsheetCsv(reconciliationCsvFields, [
    ...report.rows.map((row) => [
      row.EventName,
      row.OrganizationName,
      row.EventStartDate,
      ...figureCells(row),
    ]),
    ['Total', '', '', ...figureCells(report.totals)],
  ]);
}
