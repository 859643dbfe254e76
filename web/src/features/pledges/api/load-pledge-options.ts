// What the pledge page shows before the donor types anything (GetPledgeOptions), read through the
// schema-free public reads so the page's first download holds no zod (@thon/shared/api/public-reads).
import { publicReads } from '@thon/shared/api/public-reads';
import { readApi } from '@/lib/read-api';

export function loadPledgeOptions(participantId: string, signal?: AbortSignal) {
  return readApi(publicReads.getPledgeOptions, { path: { participantId } }, { signal });
}
