import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './spreadsheet-csv';

describe('spreadsheetCsv', () => {
  it('turns every cell that a spreadsheet would run as a formula into text', () => {
    const csv = spreadsheetCsv(
      ['Name', 'Note'],
      [
        ['=HYPERLINK("http://x","y")', '+1'],
        ['-2', '@SUM(A1)'],
        ['\t=1', '=1+1\nsecond line'],
        ['Ava', 'O’Neil-Smith = fine inside'],
      ],
    ).split('\r\n');
    expect(csv).toEqual([
      'Name,Note',
      `"'=HYPERLINK(""http://x"",""y"")","'+1"`,
      `"'-2","'@SUM(A1)"`,
      `"'\t=1","'=1+1\nsecond line"`,
      'Ava,O’Neil-Smith = fine inside',
    ]);
  });
});
