// The rule every CSV we hand out (web downloads and server reports) follows. A cell that starts
// with =, +, -, @, a tab or a carriage return is a formula to Excel, Sheets and LibreOffice (CSV
// injection): a child's name typed as =HYPERLINK(...) would become a live link. papaparse's
// escapeFormulae prefixes such a cell with an apostrophe, which the spreadsheet reads as "this is
// text" and does not show. It lives here, not beside papaparse, so the web and the functions share
// one rule while shared itself stays free of a CSV library.

/** papaparse's default pattern ends in `.*$`, which misses a formula followed by a line break. */
export const spreadsheetFormulaStart = /^[=+\-@\t\r]/;

/** papaparse's unparse options that turn every formula-like cell into text. */
export const spreadsheetUnparseOptions = { escapeFormulae: spreadsheetFormulaStart } as const;
