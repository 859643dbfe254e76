// Domain rules run without the emulator by replacing their adapters through the seam
// (platform/seam.ts); the real adapter answers again once the test restores it.
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateAfterWrite, invalidatePaths, type Invalidation } from '../../src/platform/cdn';
import { nowInSeconds } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { invalidateParticipantPages, thonPagePaths } from '../../src/domain/events/public-page-cache';
import { queueInvalidation } from '../../src/platform/invalidation-queue';

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
    await invalidateParticipantPages({ invalidateAfterWrite }, 'e2', 'p 9');
    expect(invalidated).toEqual([
      [
        '/api/events/GetEventPage/e2',
        '/api/participants/GetStudentPage/p%209',
        '/api/sharing/GetGuestShare/p%209',
      ],
    ]);
  });

  it("names a Thon's own pages only: its event page and each of its children's cached paths, no wildcard", () => {
    expect(thonPagePaths('event 1', ['p1', 'p2'])).toEqual([
      '/api/events/GetEventPage/event%201',
      '/api/participants/GetStudentPage/p1',
      '/api/sharing/GetGuestShare/p1',
      '/api/participants/GetStudentPage/p2',
      '/api/sharing/GetGuestShare/p2',
    ]);
  });

  it('keeps a failed invalidation from failing the write that caused it, and queues it for a retry', async () => {
    const queued: string[][] = [];
    restores.push(
      invalidatePaths.replace(() => Promise.reject(new Error('CloudFront throttled'))),
      queueInvalidation.replace(async (paths) => {
        queued.push([...paths]);
      }),
    );
    await expect(invalidateParticipantPages({ invalidateAfterWrite }, 'e3', 'p3')).resolves.toBeUndefined();
    expect(queued).toEqual([
      ['/api/events/GetEventPage/e3', '/api/participants/GetStudentPage/p3', '/api/sharing/GetGuestShare/p3'],
    ]);
  });
});
