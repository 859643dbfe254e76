import { describe, expect, it } from 'vitest';
import { formatCents, localToday, stateWord } from './order-format';

describe('order format', () => {
  it('shows integer cents as dollars, cents only when there are some', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(1200)).toBe('$12');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('names each state in words', () => {
    expect(stateWord('partially-shipped')).toBe('Partially shipped');
    expect(stateWord('on-hold')).toBe('On hold');
  });

  it("reads today's date where the viewer is", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
