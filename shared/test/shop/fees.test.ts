import { describe, expect, it } from 'vitest';
import { orderTotals, platformFeeCents } from '@thon/shared/shop/fees';

describe('platform fee', () => {
  it('is 5 % of the subtotal', () => {
    expect(platformFeeCents(10_000)).toBe(500);
  });

  it('rounds half a cent up and less than half down', () => {
    expect(platformFeeCents(50)).toBe(3); // 2.5 → 3
    expect(platformFeeCents(49)).toBe(2); // 2.45 → 2
    expect(platformFeeCents(51)).toBe(3); // 2.55 → 3
    expect(platformFeeCents(0)).toBe(0);
  });

  it('stays exact on large subtotals', () => {
    expect(platformFeeCents(1_234_567_890)).toBe(61_728_395); // 61 728 394.5 → up
  });
});

describe('order totals', () => {
  it('sums unit price × quantity, adds the flat shipping, states the fee on the subtotal only', () => {
    expect(
      orderTotals(
        [
          { unitPriceCents: 1299, quantity: 48 },
          { unitPriceCents: 350, quantity: 3 },
        ],
        1500,
      ),
    ).toEqual({ subtotalCents: 63_402, shippingCents: 1500, totalCents: 64_902, platformFeeCents: 3170 });
  });

  it('is zero for no lines, shipping still charged', () => {
    expect(orderTotals([], 700)).toEqual({
      subtotalCents: 0,
      shippingCents: 700,
      totalCents: 700,
      platformFeeCents: 0,
    });
  });
});
