import { describe, expect, it } from 'vitest';
import {
  fillFromRoster,
  roundQuantity,
  withBuffer,
  type FillProduct,
} from '@thon/shared/shop/cart-quantities';

describe('rounding a quantity', () => {
  it('keeps a quantity already in whole packs above the minimum', () => {
    expect(roundQuantity(48, 12, 24)).toEqual({
      requestedQuantity: 48,
      quantity: 48,
      toPack: false,
      toMinimum: false,
    });
  });

  it('rounds up to the pack and says so', () => {
    expect(roundQuantity(37, 12, 1)).toEqual({
      requestedQuantity: 37,
      quantity: 48,
      toPack: true,
      toMinimum: false,
    });
  });

  it('then raises to the minimum, in whole packs', () => {
    expect(roundQuantity(5, 12, 50)).toEqual({
      requestedQuantity: 5,
      quantity: 60,
      toPack: true,
      toMinimum: true,
    });
    expect(roundQuantity(3, 1, 10)).toEqual({
      requestedQuantity: 3,
      quantity: 10,
      toPack: false,
      toMinimum: true,
    });
  });
});

describe('buffer', () => {
  it('adds the percent and rounds up', () => {
    expect(withBuffer(37, 10)).toBe(41);
    expect(withBuffer(40, 0)).toBe(40);
    expect(withBuffer(1, 100)).toBe(2);
  });

  it('does not round float noise up a whole unit', () => {
    expect(withBuffer(30 * 0.1, 0)).toBe(3);
  });
});

const roster = { participantCount: 57, shirtSizeCounts: { YM: 20, AM: 30, AXL: 0, AXXL: 2 } };

describe('filling from the roster', () => {
  const shirt: FillProduct = {
    basis: { kind: 'per-shirt-size' },
    packSize: 1,
    minimumQuantity: 1,
    variants: [
      { variantId: 'v-ym', sizeCode: 'YM' },
      { variantId: 'v-am', sizeCode: 'AM' },
      { variantId: 'v-axl', sizeCode: 'AXL' },
    ],
  };

  it('per shirt size: one line per size worn, on its variant, with the buffer', () => {
    expect(fillFromRoster(shirt, roster, 10)).toEqual({
      lines: [
        { variantId: 'v-ym', requestedQuantity: 22, quantity: 22, toPack: false, toMinimum: false },
        { variantId: 'v-am', requestedQuantity: 33, quantity: 33, toPack: false, toMinimum: false },
      ],
      sizesWithoutVariant: ['AXXL'],
    });
  });

  it('per shirt size: lines follow the variant order, whatever order the roster was read in', () => {
    const reordered = { participantCount: 57, shirtSizeCounts: { AXXL: 2, AM: 30, YM: 20, YS: 1 } };
    const result = fillFromRoster(shirt, reordered, 0);
    expect(result.lines.map((line) => line.variantId)).toEqual(['v-ym', 'v-am']);
    expect(result.sizesWithoutVariant).toEqual(['AXXL', 'YS']);
  });

  it('per shirt size: each size rounded to the pack on its own', () => {
    const lines = fillFromRoster({ ...shirt, packSize: 5 }, roster, 0).lines;
    expect(lines.map((line) => [line.variantId, line.quantity, line.toPack])).toEqual([
      ['v-ym', 20, false],
      ['v-am', 30, false],
    ]);
    expect(fillFromRoster({ ...shirt, packSize: 6 }, roster, 0).lines.map((line) => line.quantity)).toEqual([
      24, 30,
    ]);
  });

  it('per participant: count × amount × (1 + buffer), rounded up, then to pack and minimum', () => {
    const powder: FillProduct = {
      basis: { kind: 'per-participant', amountPerParticipant: 0.5 },
      packSize: 10,
      minimumQuantity: 1,
      variants: [],
    };
    // 57 × 0.5 = 28.5, +20 % = 34.2 → 35 → packs of 10: 40
    expect(fillFromRoster(powder, roster, 20)).toEqual({
      lines: [{ requestedQuantity: 35, quantity: 40, toPack: true, toMinimum: false }],
      sizesWithoutVariant: [],
    });
  });

  it('fixed: one pack, raised to the minimum', () => {
    const banner: FillProduct = {
      basis: { kind: 'fixed' },
      packSize: 2,
      minimumQuantity: 5,
      variants: [{ variantId: 'v1' }],
    };
    expect(fillFromRoster(banner, roster, 50).lines).toEqual([
      { variantId: 'v1', requestedQuantity: 2, quantity: 6, toPack: false, toMinimum: true },
    ]);
  });

  it('an empty roster asks for nothing of per-participant and per-size products', () => {
    const empty = { participantCount: 0, shirtSizeCounts: {} };
    expect(fillFromRoster(shirt, empty, 10).lines).toEqual([]);
    expect(
      fillFromRoster(
        {
          basis: { kind: 'per-participant', amountPerParticipant: 1 },
          packSize: 1,
          minimumQuantity: 1,
          variants: [],
        },
        empty,
        10,
      ).lines,
    ).toEqual([]);
  });
});
