// Every CSV the web app hands out goes through here. A cell that starts with =, +, -, @, a tab or
// a carriage return is a formula to Excel, Sheets and LibreOffice (CSV injection): a child's name
// typed as =HYPERLINK(...) would become a live link. papaparse's escapeFormulae prefixes such a
// cell with an apostrophe, which the spreadsheet reads as "this is text" and does not show.
import Papa from 'papaparse';

/** papaparse's default pattern ends in `.*$`, which misses a formula followed by a line break. */
const formulaStart = /^[=+\-@\t\r]/;

/** A CSV text with a header row; every cell reaches a spreadsheet as text. */
export function spreadsheetCsv(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: formulaStart },
  );
}
