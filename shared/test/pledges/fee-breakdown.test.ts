import { describe, expect, it } from 'vitest';
import { capStatement } from '../../src/pledges/cap-statement';
import { feeBreakdown } from '../../src/pledges/fee-breakdown';

describe('fee breakdown', () => {
  it('adds the $2 expense on top when the donor covers it; the school gets the gift less commission', () => {
    expect(feeBreakdown({ amountCents: 5000, commissionPercent: 15, coverExpense: true })).toEqual({
      donorPaysCents: 5200,
      schoolCents: 4250,
      commissionCents: 750,
      expenseCents: 200,
      applicationFeeCents: 950,
    });
  });

  it("takes the expense from the school's share when the donor does not cover it", () => {
    expect(feeBreakdown({ amountCents: 5000, commissionPercent: 15, coverExpense: false })).toEqual({
      donorPaysCents: 5000,
      schoolCents: 4050,
      commissionCents: 750,
      expenseCents: 200,
      applicationFeeCents: 950,
    });
  });

  it('never leaves the school a negative share on a tiny gift', () => {
    const tiny = feeBreakdown({ amountCents: 150, commissionPercent: 60, coverExpense: false });
    expect(tiny.schoolCents).toBe(0);
    expect(tiny.donorPaysCents).toBe(tiny.schoolCents + tiny.applicationFeeCents);
  });

  it('always adds up: the charge is the school share plus the application fee', () => {
    for (const amountCents of [100, 999, 5000, 123_457])
      for (const commissionPercent of [0, 7.5, 15, 60])
        for (const coverExpense of [true, false]) {
          const parts = feeBreakdown({ amountCents, commissionPercent, coverExpense });
          expect(parts.donorPaysCents).toBe(parts.schoolCents + parts.applicationFeeCents);
          expect(parts.schoolCents).toBeGreaterThanOrEqual(0);
        }
  });
});

describe('cap statement', () => {
  it('states the most a per-unit pledge can cost', () => {
    expect(capStatement({ units: 30, unitName: 'laps', rateCents: 200 })).toBe('at most 30 laps x $2 = $60');
    expect(capStatement({ units: 35, unitName: 'laps', rateCents: 30 })).toBe(
      'at most 35 laps x $0.30 = $10.50',
    );
  });

  it("says the event's unit by the count, as the pledge email states it: 1 lap, 30 laps", () => {
    expect(capStatement({ units: 30, unitName: 'lap', rateCents: 200 })).toBe('at most 30 laps x $2 = $60');
    expect(capStatement({ units: 1, unitName: 'lap', rateCents: 200 })).toBe('at most 1 lap x $2 = $2');
  });
});
