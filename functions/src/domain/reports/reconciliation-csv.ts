// The reconciliation report as a CSV file: a header row, one row per group, then the total.
// Amounts are dollars with two decimals (what a spreadsheet sums). Every cell goes through the
// formula escaping the web's CSVs use: a group's label is a name someone typed (a school called
// "=HYPERLINK(...)" stays a name).
import Papa from 'papaparse';
import { spreadsheetUnparseOptions } from '@thon/shared/csv/formula-escape';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { ReconciliationFigures, ReconciliationReport } from './reconciliation';

export const reconciliationCsvFields = [
  'Group',
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

export const reconciliationTotalLabel = 'Total';

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

function cells(label: string, figures: ReconciliationFigures): string[] {
  return [
    label,
    String(figures.pledges),
    dollars(figures.grossPledgedCents),
    dollars(figures.chargedCents),
    dollars(figures.refundedCents),
    dollars(figures.disputedCents),
    dollars(figures.offlineCents),
    dollars(figures.processingExpenseCents),
    dollars(figures.commissionCents),
    dollars(figures.netToSchoolCents),
  ];
}

/** `labelOf` names a group (the Thon's or school's name); by default its key. */
export function reconciliationCsv(
  report: ReconciliationReport,
  labelOf: (key: string) => string = (key) => key,
): string {
  return Papa.unparse(
    {
      fields: [...reconciliationCsvFields],
      data: [
        ...report.rows.map((row) => cells(labelOf(row.key), row)),
        cells(reconciliationTotalLabel, report.total),
      ],
    },
    spreadsheetUnparseOptions,
  );
}
