import { describe, expect, it } from 'vitest';
import {
  calculate,
  expectedShares,
  prizeLines,
  risingShare,
  splitBySizes,
  studentsPerLevel,
  supplyLine,
  type CalculationInput,
  type CalculatorLevelInput,
  type CalculatorProduct,
} from '@thon/shared/prizes/calculator';
import { defaultShare } from '@thon/shared/prizes/default-distribution';

const shirt: CalculatorProduct = {
  productId: 'shirt',
  name: 'Glow Shirt',
  vendorId: 'v1',
  vendorName: 'Prize Co',
  packSize: 6,
  minimumQuantity: 24,
  priceCents: 450,
  variants: [
    { variantId: 'shirt-s', sizeCode: 'YS' },
    { variantId: 'shirt-m', sizeCode: 'YM' },
    { variantId: 'shirt-l', sizeCode: 'YL' },
  ],
};
const bracelet: CalculatorProduct = {
  productId: 'bracelet',
  name: 'Glow Bracelet',
  vendorId: 'v1',
  vendorName: 'Prize Co',
  packSize: 25,
  minimumQuantity: 50,
  priceCents: 40,
  variants: [],
};
const powder: CalculatorProduct = {
  productId: 'powder',
  name: 'Color powder',
  vendorId: 'v2',
  vendorName: 'Color Run Supply',
  packSize: 5,
  minimumQuantity: 0,
  priceCents: 1200,
  variants: [],
  amountPerParticipant: 1,
  quantityUnit: 'lb',
};

const levels: CalculatorLevelInput[] = [
  {
    levelId: 'l3',
    name: 'Gold',
    thresholdPerUnitCents: 300,
    prizes: [{ productId: 'shirt', productName: 'Glow Shirt', quantity: 1, sized: true }],
  },
  { levelId: 'l0', name: 'Registered', thresholdPerUnitCents: 0, prizes: [] },
  {
    levelId: 'l1',
    name: 'Bronze',
    thresholdPerUnitCents: 100,
    prizes: [{ productId: 'bracelet', productName: 'Glow Bracelet', quantity: 2, sized: false }],
  },
];

describe('default distribution', () => {
  it('gives its documented points and interpolates between them', () => {
    expect(defaultShare(0)).toBe(1);
    expect(defaultShare(50)).toBe(0.75);
    expect(defaultShare(100)).toBe(0.6);
    expect(defaultShare(150)).toBeCloseTo(0.5, 10);
    expect(defaultShare(1000)).toBe(0.05);
    expect(defaultShare(2000)).toBe(0.025);
  });
});

describe('expected shares', () => {
  it('counts past credits against each threshold with this programme divisor', () => {
    // Divisor 30: $1 a lap is 3000 cents given once.
    const credits = [0, 2999, 3000, 9000, 12000];
    const { basis, shares } = expectedShares(levels, 30, credits, new Map());
    expect(basis).toBe('history');
    expect(shares.get('l0')).toBe(1);
    expect(shares.get('l1')).toBe(0.6);
    expect(shares.get('l3')).toBe(0.4);
    // The same credits with divisor 40: $1 a lap needs 4000.
    expect(expectedShares(levels, 40, credits, new Map()).shares.get('l1')).toBe(0.4);
  });

  it('uses the default distribution without history, and says edited when the caller overrides a level', () => {
    expect(expectedShares(levels, 30, [], new Map()).basis).toBe('default');
    const edited = expectedShares(levels, 30, [3000], new Map([['l3', 12.5]]));
    expect(edited.basis).toBe('edited');
    expect(edited.shares.get('l3')).toBe(0.125);
    expect(edited.shares.get('l1')).toBe(1);
  });

  it('finds a higher level expecting more students than a lower one', () => {
    const shares = new Map([
      ['l0', 1],
      ['l1', 0.2],
      ['l3', 0.3],
    ]);
    expect(risingShare(levels, shares)).toMatchObject({
      higher: { levelId: 'l3' },
      lower: { levelId: 'l1' },
    });
    expect(
      risingShare(
        levels,
        new Map([
          ['l0', 1],
          ['l1', 0.3],
          ['l3', 0.3],
        ]),
      ),
    ).toBeUndefined();
  });
});

describe('students per level', () => {
  const shares = new Map([
    ['l0', 1],
    ['l1', 0.6],
    ['l3', 0.28],
  ]);

  it('cumulative: every student reaching a level receives it', () => {
    const counts = studentsPerLevel(levels, shares, 200, 'cumulative');
    expect(counts.get('l0')).toEqual({ reaching: 200, receiving: 200 });
    expect(counts.get('l1')).toEqual({ reaching: 120, receiving: 120 });
    expect(counts.get('l3')).toEqual({ reaching: 56, receiving: 56 });
  });

  it('top: only the students whose highest level it is', () => {
    const counts = studentsPerLevel(levels, shares, 200, 'top');
    expect(counts.get('l0')).toEqual({ reaching: 200, receiving: 80 });
    expect(counts.get('l1')).toEqual({ reaching: 120, receiving: 64 });
    expect(counts.get('l3')).toEqual({ reaching: 56, receiving: 56 });
  });
});

describe('split by sizes (largest remainder)', () => {
  it('adds up to the count, the largest remainders taking the leftover', () => {
    // 10 students over 3/3/1 known: exact 4.29, 4.29, 1.43 -> 4, 4, 1 and one left for the largest
    // remainder (YL's .43).
    const split = splitBySizes(10, { YS: 3, YM: 3, YL: 1 });
    expect(Object.fromEntries(split ?? [])).toEqual({ YS: 4, YM: 4, YL: 2 });
    // A tie (2.5 and 2.5) goes to the size listed first.
    expect(Object.fromEntries(splitBySizes(5, { YS: 1, YM: 1 }) ?? [])).toEqual({ YS: 3, YM: 2 });
    const other = splitBySizes(7, { YS: 1, YM: 5, YL: 4 });
    // exact 0.7, 3.5, 2.8 -> 0, 3, 2 and two left: YL (0.8), YS (0.7).
    expect(Object.fromEntries(other ?? [])).toEqual({ YS: 1, YM: 3, YL: 3 });
  });

  it('is undefined when no one has a size', () => {
    expect(splitBySizes(10, {})).toBeUndefined();
    expect(splitBySizes(10, { YS: 0 })).toBeUndefined();
  });
});

describe('prize lines', () => {
  it('rounds each size up to whole packs and then to the minimum, after the buffer', () => {
    const { items, warnings } = prizeLines({
      prize: { productId: 'shirt', productName: 'Glow Shirt', quantity: 1, sized: true },
      product: shirt,
      students: 56,
      shirtSizeCounts: { YS: 10, YM: 30, YL: 0, AXL: 2 },
      bufferPercent: 10,
    });
    // 56 over YS 10, YM 30, AXL 2 (of 42): 13.33, 40, 2.67 -> 13, 40, 3.
    expect(
      items.map((item) => [
        item.SizeCode,
        item.Needed,
        item.Requested,
        item.Quantity,
        item.ToPack,
        item.ToMinimum,
      ]),
    ).toEqual([
      // 13 + 10% = 14.3 -> 15, packs of 6 -> 18, minimum 24 -> 24.
      ['YS', 13, 15, 24, true, true],
      // 40 + 10% = 44, packs of 6 -> 48, above the minimum.
      ['YM', 40, 44, 48, true, false],
    ]);
    expect(items[1]?.CostCents).toBe(48 * 450);
    expect(warnings).toEqual(['Glow Shirt comes in no AXL: participants of that size were left out.']);
  });

  it('one line without size, and a note, when the roster has no sizes', () => {
    const { items, warnings } = prizeLines({
      prize: { productId: 'shirt', productName: 'Glow Shirt', quantity: 1, sized: true },
      product: shirt,
      students: 30,
      shirtSizeCounts: {},
      bufferPercent: 0,
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      SizeCode: null,
      VariantId: null,
      Needed: 30,
      Quantity: 30,
      ToPack: false,
    });
    expect(warnings[0]).toContain('No one on the roster has a shirt size yet');
  });

  it('multiplies by the quantity each student gets', () => {
    const { items } = prizeLines({
      prize: { productId: 'bracelet', productName: 'Glow Bracelet', quantity: 2, sized: false },
      product: bracelet,
      students: 120,
      shirtSizeCounts: {},
      bufferPercent: 5,
    });
    // 240 + 5% = 252 -> packs of 25 -> 275.
    expect(items[0]).toMatchObject({
      Needed: 240,
      Requested: 252,
      Quantity: 275,
      ToPack: true,
      ToMinimum: false,
    });
  });
});

describe('supplies', () => {
  it('participants x amount each plus the buffer, rounded to packs', () => {
    expect(supplyLine(powder, 37, 10)).toMatchObject({
      Needed: 37,
      Requested: 41,
      Quantity: 45,
      ToPack: true,
      PerParticipant: 1,
      Unit: 'lb',
      CostCents: 45 * 1200,
    });
    expect(supplyLine({ ...powder, amountPerParticipant: 0.5 }, 37, 0)).toMatchObject({
      Needed: 18.5,
      Requested: 19,
      Quantity: 20,
    });
  });
});

describe('calculate', () => {
  const input: CalculationInput = {
    mode: 'cumulative',
    divisor: 30,
    levels,
    supplies: [{ productId: 'powder', productName: 'Color powder' }],
    products: new Map([
      ['shirt', shirt],
      ['bracelet', bracelet],
      ['powder', powder],
    ]),
    participants: 200,
    shirtSizeCounts: { YS: 100, YM: 100 },
    pastCredits: [],
    overridePercents: new Map(),
    bufferPercent: 10,
    expectedRaiseCents: 2_000_000,
  };

  it('prices every line and totals them, warning above the budget and above 10% of the expected raise', () => {
    const result = calculate({ ...input, budgetCents: 10_000 });
    expect(result.basis).toBe('default');
    expect(
      result.levels.map((level) => [level.level.levelId, level.expectedPercent, level.receiving]),
    ).toEqual([
      ['l0', 100, 200],
      ['l1', 60, 120],
      ['l3', 28, 56],
    ]);
    const itemCost = result.levels
      .flatMap((level) => level.items)
      .reduce((sum, item) => sum + item.CostCents, 0);
    const supplyCost = result.supplies.reduce((sum, item) => sum + item.CostCents, 0);
    expect(result.totalCostCents).toBe(itemCost + supplyCost);
    // 56 shirts: 28 per size, +10% = 31 -> 36 (packs of 6); bracelets 240 +10% = 264 -> 275;
    // powder 200 + 10% = 220 lb -> 220.
    expect(result.totalCostCents).toBe(2 * 36 * 450 + 275 * 40 + 220 * 1200);
    expect(result.warnings).toEqual([
      'The prizes and supplies cost $3,074, over the budget of $100.',
      'The prizes and supplies cost $3,074, more than 10% of the expected raise of $20,000.',
    ]);
    expect(calculate({ ...input, expectedRaiseCents: 3_074_000 }).warnings).toEqual([]);
  });

  it('leaves out a product no longer on sale, saying so', () => {
    const result = calculate({
      ...input,
      products: new Map([['bracelet', bracelet]]),
      expectedRaiseCents: 1e9,
    });
    expect(result.levels.flatMap((level) => level.items).map((item) => item.ProductId)).toEqual(['bracelet']);
    expect(result.warnings).toEqual([
      'Glow Shirt is no longer sold by its vendor and was left out.',
      'Color powder is no longer sold by its vendor and was left out.',
    ]);
  });
});
