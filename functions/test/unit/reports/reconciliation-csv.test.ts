import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reconciliationCsv, reconciliationCsvFields } from '../../../src/domain/reports/reconciliation-csv';
import { reconcile } from '../../../src/domain/reports/reconciliation';
import { generatedPledges } from './reconciliation-pledges';

const parsed = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('reconciliation CSV', () => {
  const report = reconcile(generatedPledges(120), 'organization');

  it('has a header, a row per group and the total, in dollars with two decimals', () => {
    const [header, ...rows] = parsed(reconciliationCsv(report));
    expect(header).toEqual([...reconciliationCsvFields]);
    expect(rows.map((row) => row[0])).toEqual([...report.rows.map((row) => row.key), 'Total']);
    const total = rows.at(-1) ?? [];
    expect(total[2]).toBe((report.total.grossPledgedCents / 100).toFixed(2));
    expect(total[9]).toBe((report.total.netToSchoolCents / 100).toFixed(2));
    // The spreadsheet sums the groups to the total row, cent for cent.
    const netCents = rows.slice(0, -1).map((row) => Math.round(Number(row[9]) * 100));
    expect(netCents.reduce((a, b) => a + b, 0)).toBe(report.total.netToSchoolCents);
  });

  it.each(['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\t=1'])(
    'turns a label starting %j into text',
    (label) => {
      const [, first] = parsed(reconciliationCsv(report, () => label));
      expect(first?.[0]).toBe(`'${label}`);
    },
  );

  it('leaves an ordinary label as it is', () => {
    const [, first] = parsed(reconciliationCsv(report, () => 'Lincoln Elementary - PTA'));
    expect(first?.[0]).toBe('Lincoln Elementary - PTA');
  });
});
