// POST /api/EventCode: the event id of an event code (the server ignores case and surrounding
// spaces), or undefined when no event has it.
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { eventNotFound } from '@thon/shared/api/schemas/event-code';
import { callApi } from '@/lib/api-client';

export async function eventIdOfCode(code: string, signal?: AbortSignal): Promise<string | undefined> {
  const answer = await callApi(publicPageRoutes.eventCode, { body: { EventCode: code } }, { signal });
  return answer === eventNotFound ? undefined : answer;
}
