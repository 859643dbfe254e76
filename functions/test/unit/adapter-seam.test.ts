// Domain rules run without the emulator by replacing their adapters through the seam
// (platform/seam.ts); the real adapter answers again once the test restores it.
import { afterEach, describe, expect, it } from 'vitest';
import { invalidatePaths, type Invalidation } from '../../src/platform/cdn';
import { nowInSeconds } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { invalidateParticipantPages, invalidateThonPages } from '../../src/domain/events/public-page-cache';

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

  it("lets a domain rule's CDN effect be checked without AWS: which public paths a Thon change invalidates", async () => {
    const invalidated: string[][] = [];
    restores.push(
      invalidatePaths.replace(async (paths): Promise<Invalidation> => {
        invalidated.push([...paths]);
        return { invalidated: true, id: 'I1' };
      }),
    );
    await invalidateThonPages('event 1');
    await invalidateParticipantPages('e2', 'p9');
    expect(invalidated).toEqual([
      ['/api/events/GetEventPage/event%201', '/api/participants/GetStudentPage/*'],
      ['/api/events/GetEventPage/e2', '/api/participants/GetStudentPage/p9'],
    ]);
  });

  it('keeps a failed invalidation from failing the write that caused it', async () => {
    restores.push(invalidatePaths.replace(() => Promise.reject(new Error('CloudFront throttled'))));
    await expect(invalidateThonPages('e3')).resolves.toBeUndefined();
  });
});
