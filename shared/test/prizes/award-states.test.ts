// The award state rules (shared/src/prizes/award-states.ts): a person moves an award one step on
// (locked → picked → delivered → handed out, skipping ahead allowed) or picked back to locked;
// nothing leaves handed out or void by hand; the lock may void anything not handed out.
import { describe, expect, it } from 'vitest';
import { awardMoveTargets, awardStates, canMoveAward, voidable } from '../../src/prizes/award-states';

describe('canMoveAward', () => {
  it('allows exactly these moves', () => {
    const allowed = awardStates.flatMap((from) =>
      awardMoveTargets.filter((to) => canMoveAward(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'locked → picked',
        'locked → delivered',
        'locked → handedOut',
        'picked → delivered',
        'picked → handedOut',
        'picked → locked',
        'delivered → handedOut',
      ].sort(),
    );
  });

  it('never moves an award to the state it is in, nor out of handed out or void', () => {
    for (const to of awardMoveTargets) {
      expect(canMoveAward(to, to), to).toBe(false);
      expect(canMoveAward('handedOut', to), to).toBe(false);
      expect(canMoveAward('void', to), to).toBe(false);
    }
  });

  it('offers no move to void: only the lock and a refund void an award', () => {
    expect(awardMoveTargets).not.toContain('void');
  });
});

describe('voidable', () => {
  it('is every state before handed out', () => {
    expect(awardStates.filter(voidable)).toEqual(['locked', 'picked', 'delivered']);
  });
});
