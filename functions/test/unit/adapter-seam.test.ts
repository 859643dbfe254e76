// Domain rules run without the emulator by replacing their adapters through the seam
// (platform/seam.ts); the real adapter answers again once the test restores it.
import { afterEach, describe, expect, it } from 'vitest';
import { nowInSeconds } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';

const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

describe('adapter seam', () => {
  it('replaces an adapter until restored', () => {
    restores.push(nowInSeconds.replace(() => 1_900_000_000));
    expect(nowInSeconds()).toBe(1_900_000_000);
    restores.pop()?.();
    expect(Math.abs(nowInSeconds() - Date.now() / 1000)).toBeLessThan(2);
  });

  it('gives fixed ids to code that asks for new ones', () => {
    let next = 0;
    restores.push(newId.replace(() => `id-${(next += 1)}`));
    expect([newId(), newId()]).toEqual(['id-1', 'id-2']);
  });
});
