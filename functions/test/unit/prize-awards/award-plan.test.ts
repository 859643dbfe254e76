// What a lock decides for one participant (domain/prize-awards/award-plan.ts), from what it read:
// new awards for levels awarded with none yet (sizes from the shirt size for sized prizes), a void
// award restored when its level is reached again, top mode superseding a lower award nobody picked,
// creditFell for any award not handed out whose own threshold the credit no longer reaches, and
// nothing at all for a participant awaiting approval.
import { describe, expect, it } from 'vitest';
import type { PrizeAwardRecord } from '../../../src/data/repositories/prize-awards-repository';
import { planAwards, voidsFor, type PlanProgramme } from '../../../src/domain/prize-awards/award-plan';

const prize = (productName: string, sized: boolean) => ({
  productId: `p-${productName}`,
  vendorId: 'v',
  productName,
  vendorName: 'Bright Star',
  sized,
  quantity: 1,
});
const programme = (mode: 'cumulative' | 'top'): PlanProgramme => ({
  mode,
  divisor: 30,
  levels: [
    // Saved in any order: the rules sort by threshold.
    { levelId: 'three', name: 'Gold', thresholdPerUnitCents: 300, prizes: [prize('Medal', false)] },
    { levelId: 'zero', name: 'Registered', thresholdPerUnitCents: 0, prizes: [prize('Sticker', false)] },
    { levelId: 'one', name: 'Glow', thresholdPerUnitCents: 100, prizes: [prize('Shirt', true)] },
  ],
});
const kid = {
  eventId: 'e',
  teamId: 't',
  participantId: 'k',
  firstName: 'Ada',
  lastName: 'Okafor',
  shirtSize: 'YL',
};
const once = (dollarsPerLap: number) => dollarsPerLap * 100 * 30;

function stored(levelId: string, threshold: number, state: PrizeAwardRecord['state']): PrizeAwardRecord {
  return {
    eventId: 'e',
    teamId: 't',
    participantId: 'k',
    levelId,
    levelName: levelId,
    thresholdPerUnitCents: threshold,
    firstName: 'Ada',
    lastName: 'Okafor',
    items: [],
    state,
    night: '2026-05-01',
    lockedAt: '2026-05-02T04:05:00.000Z',
    history: [],
    version: 1,
  };
}

describe('planAwards', () => {
  it('creates every level reached in cumulative mode, sized prizes in the shirt size', () => {
    const plan = planAwards(programme('cumulative'), kid, once(1.5), [], '2026-05-01', 'now');
    expect(plan.create.map((award) => [award.levelId, award.items])).toEqual([
      ['zero', [{ productId: 'p-Sticker', productName: 'Sticker', quantity: 1 }]],
      ['one', [{ productId: 'p-Shirt', productName: 'Shirt', quantity: 1, sizeCode: 'YL' }]],
    ]);
    expect(plan.create[0]).toMatchObject({
      state: 'locked',
      version: 1,
      night: '2026-05-01',
      history: [{ state: 'locked', at: 'now', byUserId: 'system' }],
    });
    expect(plan.voids).toEqual([]);
  });

  it('leaves a sized prize without a size when the shirt size is unknown', () => {
    const { shirtSize: _unknown, ...noSize } = kid;
    const plan = planAwards(programme('cumulative'), noSize, once(1), [], 'n', 'now');
    expect(plan.create.find((award) => award.levelId === 'one')?.items).toEqual([
      { productId: 'p-Shirt', productName: 'Shirt', quantity: 1 },
    ]);
  });

  it('creates nothing already standing, and restores a void award whose level is reached again', () => {
    const zero = stored('zero', 0, 'picked');
    const one = stored('one', 100, 'void');
    const plan = planAwards(programme('cumulative'), kid, once(1), [zero, one], 'n', 'now');
    expect(plan.create).toEqual([]);
    expect(plan.restore).toEqual([one]);
    expect(plan.voids).toEqual([]);
  });

  it('awards only the top level in top mode, superseding a lower one not picked yet (a picked one stays)', () => {
    const locked = stored('zero', 0, 'locked');
    const picked = stored('one', 100, 'picked');
    const plan = planAwards(programme('top'), kid, once(3), [locked, picked], 'n', 'now');
    expect(plan.create.map((award) => award.levelId)).toEqual(['three']);
    expect(plan.voids).toEqual([{ award: locked, reason: 'superseded' }]);
  });

  it('gives nothing to a participant awaiting approval', () => {
    const plan = planAwards(
      programme('cumulative'),
      { ...kid, awaitingApproval: true },
      once(5),
      [],
      'n',
      'now',
    );
    expect(plan).toEqual({ create: [], restore: [], voids: [] });
  });
});

describe('voidsFor', () => {
  it("voids what the credit no longer reaches by the award's own threshold, never one handed out or void", () => {
    const awards = [
      stored('zero', 0, 'locked'),
      stored('one', 100, 'delivered'),
      stored('three', 300, 'handedOut'),
      stored('old', 200, 'void'),
    ];
    expect(voidsFor(programme('cumulative'), kid, once(0.5), awards)).toEqual([
      { award: awards[1], reason: 'creditFell' },
    ]);
  });
});
