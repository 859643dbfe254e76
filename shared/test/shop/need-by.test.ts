import { describe, expect, it } from 'vitest';
import { defaultNeedBy, isLate } from '@thon/shared/shop/need-by';

describe('need-by date', () => {
  it('is the event day less the longest lead time, in calendar days', () => {
    expect(defaultNeedBy('2027-05-14', [3, 21, 10])).toBe('2027-04-23');
  });

  it('crosses month and year ends', () => {
    expect(defaultNeedBy('2027-01-05', [10])).toBe('2026-12-26');
    expect(defaultNeedBy('2028-03-01', [1])).toBe('2028-02-29');
  });

  it('is the event day when there are no lines or no lead times', () => {
    expect(defaultNeedBy('2027-05-14', [])).toBe('2027-05-14');
    expect(defaultNeedBy('2027-05-14', [0, 0])).toBe('2027-05-14');
  });
});

describe('late', () => {
  it('is late once the need-by day has passed and nothing shipped', () => {
    expect(isLate('2027-04-23', 'confirmed', '2027-04-24')).toBe(true);
    expect(isLate('2027-04-23', 'partially-shipped', '2027-04-24')).toBe(true);
    expect(isLate('2027-04-23', 'on-hold', '2027-05-01')).toBe(true);
  });

  it('is not late on the need-by day itself', () => {
    expect(isLate('2027-04-23', 'submitted', '2027-04-23')).toBe(false);
  });

  it('is never late once shipped, delivered or cancelled', () => {
    for (const status of ['shipped', 'delivered', 'cancelled'])
      expect(isLate('2027-04-23', status, '2027-06-01')).toBe(false);
  });
});
