// How a calculation reads: the rounding said step by step, a supply in its unit and packs, the
// basis line of each basis, a level's threshold, and a typed budget in cents.
import { describe, expect, it } from 'vitest';
import {
  basisLine,
  budgetCentsOf,
  percentWords,
  roundingWords,
  suppliedAmount,
  thresholdWords,
} from './calculator-format';

const line = {
  Needed: 40,
  Requested: 44,
  Quantity: 48,
  ToPack: true,
  ToMinimum: false,
  PackSize: 12,
  MinimumQuantity: 0,
};

describe('roundingWords', () => {
  it('says the buffer, then the packs', () => {
    expect(roundingWords(line, 10)).toBe('44 with the 10% buffer, rounded up to packs of 12');
  });

  it('says the minimum after the packs, in the unit when there is one', () => {
    expect(
      roundingWords(
        {
          ...line,
          Needed: 8,
          Requested: 9,
          Quantity: 50,
          ToPack: true,
          ToMinimum: true,
          PackSize: 5,
          MinimumQuantity: 50,
        },
        10,
        'lb',
      ),
    ).toBe('9 lb with the 10% buffer, rounded up to packs of 5 lb, raised to the minimum of 50 lb');
  });

  it('is empty when exactly the need is ordered (no buffer, no rounding)', () => {
    expect(roundingWords({ ...line, Requested: 40, Quantity: 40, ToPack: false }, 0)).toBe('');
  });
});

describe('suppliedAmount', () => {
  it('gives a supply in its unit and in packs', () => {
    expect(suppliedAmount({ Quantity: 45, PackSize: 5, Unit: 'lb' })).toBe('45 lb (9 packs of 5 lb)');
    expect(suppliedAmount({ Quantity: 5, PackSize: 5, Unit: 'lb' })).toBe('5 lb (1 pack of 5 lb)');
  });

  it('gives only the amount for a supply sold by the unit', () => {
    expect(suppliedAmount({ Quantity: 20.5, PackSize: 1, Unit: 'lb' })).toBe('20.5 lb');
  });
});

describe('basisLine', () => {
  const pastThons = [{ ThonId: 'a', Name: 'Run 2025', Participants: 412 }];
  it('names the history, whose it was and each past Thon', () => {
    expect(
      basisLine({
        Basis: 'history',
        PastThons: pastThons,
        HistoryOf: { Scope: 'franchise', Name: 'North Texas Thons' },
      }),
    ).toBe('Based on 1 past Thon of North Texas Thons: Run 2025 (412 participants)');
  });

  it('says the default and the edited basis', () => {
    expect(basisLine({ Basis: 'default', PastThons: [], HistoryOf: null })).toBe(
      'Based on a typical fun run (no past Thons)',
    );
    expect(basisLine({ Basis: 'edited', PastThons: pastThons, HistoryOf: null })).toBe('Your percentages');
  });
});

describe('thresholdWords and percentWords', () => {
  it('read a level and a share', () => {
    expect(thresholdWords(0)).toBe('On registering');
    expect(thresholdWords(250)).toBe('$2.50 per unit');
    expect(percentWords(42.5)).toBe('42.5%');
  });
});

describe('budgetCentsOf', () => {
  it('reads dollars as integer cents, blank as none, anything else as not an amount', () => {
    expect(budgetCentsOf('$2,500.50')).toBe(250050);
    expect(budgetCentsOf('19.99')).toBe(1999);
    expect(budgetCentsOf('  ')).toBeNull();
    expect(budgetCentsOf('12.345')).toBeUndefined();
    expect(budgetCentsOf('-5')).toBeUndefined();
  });
});
