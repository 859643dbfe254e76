import { describe, expect, it } from 'vitest';
import { dollarsToCents, percentOf } from '../../src/pledges/cents';

describe('dollars to cents', () => {
  it.each([
    [0.3, 30],
    [2.3, 230],
    [19.99, 1999],
    [1_000_000.01, 100_000_001],
    [5, 500],
  ])('%s dollars are %s cents exactly', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([0.305, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (dollars) => {
    expect(() => dollarsToCents(dollars)).toThrow(RangeError);
  });
});

describe('percent of an amount', () => {
  it.each([
    [2500, 15, 375],
    [333, 15, 50], // 49.95 rounds up
    [101, 50, 51], // a half rounds up
    [999, 0, 0],
    [1000, 60, 600],
  ])('%s cents at %s%% is %s cents', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });
});
