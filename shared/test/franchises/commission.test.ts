import { describe, expect, it } from 'vitest';
import { effectiveCommissionPercent } from '@thon/shared/franchises/commission';
import { defaultCommissionPercent, maxCommissionPercent } from '@thon/shared/catalog/donations';

describe('effectiveCommissionPercent', () => {
  it("takes the event's own percent first", () => {
    expect(effectiveCommissionPercent({ eventPercent: 12, franchiseDefaultPercent: 15 })).toBe(12);
  });

  it('keeps an event percent of 0 rather than falling through', () => {
    expect(effectiveCommissionPercent({ eventPercent: 0, franchiseDefaultPercent: 15 })).toBe(0);
  });

  it("falls back to the franchise's default", () => {
    expect(effectiveCommissionPercent({ franchiseDefaultPercent: 15 })).toBe(15);
    expect(effectiveCommissionPercent({ eventPercent: null, franchiseDefaultPercent: 0 })).toBe(0);
  });

  it("falls back to the platform's when neither is set", () => {
    expect(defaultCommissionPercent).toBe(10);
    expect(effectiveCommissionPercent({})).toBe(10);
    expect(effectiveCommissionPercent({ eventPercent: null, franchiseDefaultPercent: null })).toBe(10);
  });

  it('skips a stored value that is not a number', () => {
    expect(effectiveCommissionPercent({ eventPercent: Number.NaN, franchiseDefaultPercent: 14 })).toBe(14);
    expect(effectiveCommissionPercent({ franchiseDefaultPercent: Number.POSITIVE_INFINITY })).toBe(10);
  });

  it('is always within 0 and the maximum', () => {
    expect(maxCommissionPercent).toBe(60);
    expect(effectiveCommissionPercent({ eventPercent: 75 })).toBe(60);
    expect(effectiveCommissionPercent({ eventPercent: -3 })).toBe(0);
    expect(effectiveCommissionPercent({ franchiseDefaultPercent: 61 })).toBe(60);
    expect(effectiveCommissionPercent({ eventPercent: 60 })).toBe(60);
    expect(effectiveCommissionPercent({ eventPercent: 12.5 })).toBe(12.5);
  });
});
