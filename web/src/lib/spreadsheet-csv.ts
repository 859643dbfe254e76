// Every CSV the web app hands out goes through here, with the formula escaping the server's
// reports share (@thon/shared/csv/formula-escape: why a cell starting with = is dangerous).
import Papa from 'papaparse';
import { spreadsheetUnparseOptions } from '@thon/shared/csv/formula-escape';

/** A CSV text with a header row; every cell reaches a spreadsheet as text. */
export function spreadsheetCsv(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) }, spreadsheetUnparseOptions);
}
