import { describe, expect, it } from 'vitest';
import { spreadsheetFormulaStart } from '../../src/csv/formula-escape';

describe('spreadsheet formula start', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1', '=1\nsecond line'])('takes %j as a formula', (cell) => {
    expect(spreadsheetFormulaStart.test(cell)).toBe(true);
  });

  it.each(['Ava', 'O’Neil-Smith = fine inside', '12.50', ''])('leaves %j alone', (cell) => {
    expect(spreadsheetFormulaStart.test(cell)).toBe(false);
  });
});
