// The event page's prizes: the public, CDN-cached GetThonPrizes (levels, prize names, class
// challenges with each class's progress), called by bare address like the page itself (no zod).
import { publicReads } from '@thon/shared/api/public-reads';
import { readApi } from '@/lib/read-api';

export function loadThonPrizes(eventId: string, signal?: AbortSignal) {
  return readApi(publicReads.getThonPrizes, { path: { eventId } }, { signal });
}

export type ThonPrizesData = Awaited<ReturnType<typeof loadThonPrizes>>;
