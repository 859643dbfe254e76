// The pledges report as a CSV file, one row per pledge with a header row; every cell reaches the
// spreadsheet as text (lib/spreadsheet-csv.ts escapes formulas: a donor named "=HYPERLINK(...)"
// stays a name). Created is the spec's display date-time (MM/dd/yyyy hh:mm a) in the organizer's
// time zone, as the page shows dates.
import { formatDisplayDateTime } from '@thon/shared/catalog/display-format';
import { spreadsheetCsv } from '@/lib/spreadsheet-csv';
import { browserTimeZone } from '@/lib/time-zone';
import type { ThonPledgeRow } from '../api/load-thon-pledges';

export const thonPledgesCsvFields = [
  'Pledge Id',
  'Created',
  'Participant',
  'Team',
  'Donor',
  'Donor Email',
  'Donor Phone',
  'Anonymous',
  'Kind',
  'Status',
  'Amount',
  'Max Units',
  'Estimated',
  'Source',
  'Medium',
  'Campaign',
  'Reference',
  'Message',
] as const;

const text = (value: string | number | boolean | undefined) => (value === undefined ? '' : String(value));

export function thonPledgesCsv(rows: readonly ThonPledgeRow[], timeZone = browserTimeZone()): string {
  return spreadsheetCsv(
    thonPledgesCsvFields,
    rows.map((row) => [
      row.PledgeId,
      formatDisplayDateTime(new Date(row.CreatedAt), timeZone),
      row.ParticipantName,
      row.TeamName,
      row.DonorName,
      row.DonorEmail,
      text(row.DonorPhone),
      row.Anonymous ? 'Yes' : 'No',
      row.Kind,
      row.Status,
      row.Amount.toFixed(2),
      text(row.MaxUnits),
      row.Estimated.toFixed(2),
      row.Source ?? 'direct',
      text(row.Medium),
      text(row.Campaign),
      text(row.Reference),
      text(row.Message),
    ]),
  );
}
