// Reads an uploaded participant CSV with papaparse (quoted fields, doubled quotes, line breaks in
// quotes, CRLF/LF, BOM) and numbers each record by the file line it starts on, as a spreadsheet
// shows rows, so the import report can say "row 301" and mean the row a person sees.
import Papa from 'papaparse';

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  // One line ending everywhere: files edited in two programs mix CRLF and LF, and papaparse
  // detects a single one per file.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(source, {
    newline: '\n',
    skipEmptyLines: false,
    step: (row) => {
      const fields = row.data;
      if (fields.some((value) => value.trim() !== '')) records.push({ line, fields });
      // The cursor is just past this record (and its line break): count the lines it spanned.
      const end = row.meta.cursor;
      line += (source.slice(start, end).match(/\n/g) ?? []).length;
      start = end;
    },
  });
  return records;
}
