// POST /api/EventCode: the event id of an event code (the server ignores case and surrounding
// spaces), or undefined when no event has it.
import { eventNotFound, publicReads } from '@thon/shared/api/public-reads';
import { readApi } from '@/lib/read-api';

export async function eventIdOfCode(code: string, signal?: AbortSignal): Promise<string | undefined> {
  const answer = await readApi(publicReads.eventCode, { body: { EventCode: code } }, { signal });
  return answer === eventNotFound ? undefined : answer;
}
