// The prize credit rules (docs/prizes.md, Prize credit): cents given once, all integers; a per-unit
// pledge counts rate x divisor (rate x cap below it), gifts their amount, pledges that no longer stand
// nothing, a partial refund its remainder; what the next level needs rounded up to whole dollars.
import { describe, expect, it } from 'vitest';
import {
  countsTowardPrizes,
  creditOnceCents,
  creditPerUnitCents,
  pledgeCreditOnceCents,
  reaches,
  stillNeeded,
  thresholdOnceCents,
  type CreditPledge,
} from '../../src/prizes/prize-credit';

const perUnit = (amountCents: number, extra: Partial<CreditPledge> = {}): CreditPledge => ({
  kind: 'PerUnit',
  status: 'Scheduled',
  amountCents,
  ...extra,
});
const flat = (amountCents: number, extra: Partial<CreditPledge> = {}): CreditPledge => ({
  kind: 'Flat',
  status: 'Charged',
  amountCents,
  ...extra,
});

describe('pledgeCreditOnceCents', () => {
  it('counts a per-unit rate times the divisor: $1 a lap is $30 once with divisor 30', () => {
    expect(pledgeCreditOnceCents(perUnit(100), 30)).toBe(3000);
    expect(pledgeCreditOnceCents(perUnit(250), 20)).toBe(5000);
  });

  it('counts a per-unit pledge capped below the divisor as rate x cap, and a higher cap as uncapped', () => {
    expect(pledgeCreditOnceCents(perUnit(200, { capUnits: 3 }), 30)).toBe(600);
    expect(pledgeCreditOnceCents(perUnit(200, { capUnits: 30 }), 30)).toBe(6000);
    expect(pledgeCreditOnceCents(perUnit(200, { capUnits: 500 }), 30)).toBe(6000);
  });

  it('counts a flat or offline gift as its amount', () => {
    expect(pledgeCreditOnceCents(flat(3000), 30)).toBe(3000);
    expect(pledgeCreditOnceCents({ kind: 'Offline', status: 'Offline', amountCents: 1234 }, 30)).toBe(1234);
  });

  it('counts nothing of a cancelled, failed, refunded or disputed pledge; pending and scheduled count', () => {
    for (const status of ['Cancelled', 'Failed', 'Refunded', 'Disputed']) {
      expect(countsTowardPrizes(status), status).toBe(false);
      expect(pledgeCreditOnceCents(flat(3000, { status }), 30), status).toBe(0);
      expect(pledgeCreditOnceCents(perUnit(100, { status }), 30), status).toBe(0);
    }
    for (const status of ['Pending', 'Scheduled', 'Charging', 'Charged', 'Offline']) {
      expect(countsTowardPrizes(status), status).toBe(true);
    }
  });

  it('counts a partly refunded pledge less the refund, never below zero', () => {
    expect(pledgeCreditOnceCents(flat(4000, { refundedCents: 1000 }), 30)).toBe(3000);
    expect(pledgeCreditOnceCents(perUnit(100, { status: 'Charged', refundedCents: 500 }), 30)).toBe(2500);
    expect(pledgeCreditOnceCents(flat(4000, { refundedCents: 5000 }), 30)).toBe(0);
  });
});

describe('creditOnceCents and thresholds', () => {
  it("sums a participant's pledges", () => {
    expect(
      creditOnceCents(
        [perUnit(100), flat(3000), perUnit(200, { capUnits: 3 }), flat(999, { status: 'Refunded' })],
        30,
      ),
    ).toBe(6600);
    expect(creditOnceCents([], 30)).toBe(0);
  });

  it('compares with a level as threshold x divisor, a threshold of 0 reached by registering', () => {
    expect(thresholdOnceCents(300, 30)).toBe(9000);
    expect(reaches(3000, 100, 30)).toBe(true);
    expect(reaches(2999, 100, 30)).toBe(false);
    expect(reaches(0, 0, 30)).toBe(true);
  });

  it('shows the credit per unit rounded down', () => {
    expect(creditPerUnitCents(3000, 30)).toBe(100);
    expect(creditPerUnitCents(2999, 30)).toBe(99);
  });
});

describe('stillNeeded', () => {
  it('says what the next level needs per unit and once, each rounded up to a whole dollar', () => {
    // $1 a lap given, $3 a lap needed (divisor 30): $2 more a lap, or $60 once.
    expect(stillNeeded(3000, 300, 30)).toEqual({ perUnitCents: 200, onceCents: 6000 });
    // $6 given, $1 a lap needed: $24 short, $0.80 a lap, shown as $1.
    expect(stillNeeded(600, 100, 30)).toEqual({ perUnitCents: 100, onceCents: 2400 });
    // 1 cent short: $1 more either way.
    expect(stillNeeded(2999, 100, 30)).toEqual({ perUnitCents: 100, onceCents: 100 });
  });

  it('needs nothing once reached', () => {
    expect(stillNeeded(9000, 300, 30)).toEqual({ perUnitCents: 0, onceCents: 0 });
  });
});
