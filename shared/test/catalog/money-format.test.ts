import { describe, expect, it } from 'vitest';
import { formatDollars } from '@thon/shared/catalog/money-format';

describe('formatDollars', () => {
  it.each([
    [5, '$5'],
    [1, '$1'],
    [1000, '$1,000'],
    [0.3, '$0.30'],
    [1234.5, '$1,234.50'],
  ])('%d → %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });
});
