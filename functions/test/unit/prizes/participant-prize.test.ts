// The prize block of the student page and the parent dashboard (pure): absent without levels; the
// level reached and what the next needs from the stored pledges, in cents.
import { describe, expect, it } from 'vitest';
import { participantPrize } from '../../../src/domain/prizes/participant-prize';

const item = {
  productId: 'p',
  vendorId: 'v',
  productName: 'Bracelet',
  vendorName: 'V',
  sized: false,
  quantity: 1,
};
const programme = {
  divisor: 30,
  levels: [
    { levelId: 'gold', name: 'Gold', thresholdPerUnitCents: 300, prizes: [item] },
    {
      levelId: 'glow',
      name: 'Glow',
      thresholdPerUnitCents: 100,
      pictureUrl: 'https://images.example.com/glow.webp',
      prizes: [item],
    },
  ],
};
const stored = (
  kind: 'per-unit' | 'flat' | 'offline',
  amountCents: number,
  extra: Record<string, unknown> = {},
) => ({
  kind,
  status: kind === 'offline' ? ('Offline' as const) : ('Charged' as const),
  amountCents,
  ...extra,
});

describe('participantPrize', () => {
  it('is absent without a programme or without levels', () => {
    expect(participantPrize(undefined, [], 'lap')).toBeUndefined();
    expect(participantPrize({ divisor: 30, levels: [] }, [stored('flat', 9000)], 'lap')).toBeUndefined();
  });

  it('shows no current level before the first threshold, and what the first needs', () => {
    expect(participantPrize(programme, [], 'lap')).toEqual({
      Next: {
        Name: 'Glow',
        PictureUrl: 'https://images.example.com/glow.webp',
        MorePerUnitCents: 100,
        MoreOnceCents: 3000,
      },
      UnitName: 'lap',
    });
  });

  it('adds per-unit, flat and offline pledges, leaving out a failed one and the refunded part of another', () => {
    const pledges = [
      stored('per-unit', 100),
      stored('offline', 2000),
      stored('flat', 5000, { refundedCents: 2000 }),
      stored('flat', 9000, { status: 'Failed' }),
    ];
    // $30 + $20 + $30 = $80 once: Glow reached; Gold ($90 once) $10 away, $0.34 a lap shown as $1.
    expect(participantPrize(programme, pledges, 'lap')).toEqual({
      Current: { Name: 'Glow', PictureUrl: 'https://images.example.com/glow.webp' },
      Next: { Name: 'Gold', MorePerUnitCents: 100, MoreOnceCents: 1000 },
      UnitName: 'lap',
    });
    // With the whole refunded part back it is Gold, the top.
    expect(participantPrize(programme, [...pledges, stored('flat', 1000)], 'lap')).toEqual({
      Current: { Name: 'Gold' },
      UnitName: 'lap',
    });
  });

  it('shows the level reached and the next one in whole dollars', () => {
    expect(participantPrize(programme, [stored('flat', 3100)], 'lap')).toEqual({
      Current: { Name: 'Glow', PictureUrl: 'https://images.example.com/glow.webp' },
      // $90 - $31 = $59 once; $1.97 a lap, shown as $2.
      Next: { Name: 'Gold', MorePerUnitCents: 200, MoreOnceCents: 5900 },
      UnitName: 'lap',
    });
  });
});
