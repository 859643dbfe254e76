import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/events/csv';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF, a BOM, and numbers records by their first line', () => {
    const text =
      '\uFEFFFirst Name,Last Name,Goal\r\n"O""Brien, Jr",Kay,350\r\n\r\n"Ann\nMarie",Lee,"1,000"\nZed,Ray,5';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['First Name', 'Last Name', 'Goal'] },
      { line: 2, fields: ['O"Brien, Jr', 'Kay', '350'] },
      { line: 4, fields: ['Ann\nMarie', 'Lee', '1,000'] },
      { line: 6, fields: ['Zed', 'Ray', '5'] },
    ]);
  });
});
