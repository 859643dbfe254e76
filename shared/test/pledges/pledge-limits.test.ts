import { describe, expect, it } from 'vitest';
import {
  countableUnits,
  flatProblem,
  needsDonorConfirmation,
  perUnitProblem,
  pledgeLimits,
} from '../../src/pledges/pledge-limits';

describe('pledge limits', () => {
  it('use the spec minimums by default: 0.30 a unit, a $5 gift ($10 once live), $1 a pledge', () => {
    expect(pledgeLimits({ status: 'draft' })).toEqual({
      minimumRateCents: 30,
      minimumGiftCents: 500,
      minimumTransactionCents: 100,
      pendingAboveRateCents: 500,
    });
    expect(pledgeLimits({ status: 'live' }).minimumGiftCents).toBe(1000);
  });

  it("raise the minimums to the event's configured amounts, never below the spec's", () => {
    const limits = pledgeLimits({ status: 'live', initialPledgeMinimum: 1, oneTimeGiftMinimum: 25 });
    expect(limits.minimumRateCents).toBe(100);
    expect(limits.minimumGiftCents).toBe(2500);
    const lower = pledgeLimits({ status: 'live', initialPledgeMinimum: 0.1, oneTimeGiftMinimum: 2 });
    expect(lower.minimumRateCents).toBe(30);
    expect(lower.minimumGiftCents).toBe(1000);
  });

  it('count the fewer of the event maximum and the donor cap', () => {
    expect(countableUnits(35)).toBe(35);
    expect(countableUnits(35, 20)).toBe(20);
    expect(countableUnits(35, 50)).toBe(35);
  });

  it('refuse a rate below the minimum, and a pledge whose most is under $1', () => {
    const limits = pledgeLimits({ status: 'live' });
    expect(perUnitProblem(limits, 29, 35)).toBe('rate-too-small');
    expect(perUnitProblem(limits, 30, 35)).toBeUndefined();
    expect(perUnitProblem(limits, 30, 3)).toBe('below-minimum-transaction');
    expect(perUnitProblem(limits, 50, 2)).toBeUndefined();
  });

  it('refuse a gift under the minimum and accept one at it', () => {
    const limits = pledgeLimits({ status: 'live' });
    expect(flatProblem(limits, 999)).toBe('gift-too-small');
    expect(flatProblem(limits, 1000)).toBeUndefined();
  });

  it('hold a rate above $5 a unit for the donor to confirm', () => {
    const limits = pledgeLimits({ status: 'live' });
    expect(needsDonorConfirmation(limits, 500)).toBe(false);
    expect(needsDonorConfirmation(limits, 501)).toBe(true);
  });
});
