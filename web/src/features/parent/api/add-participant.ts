// POST /api/Parent/AddParticipant: link a child by access code, or create one in an event found by
// its event code.
import { routes } from '@thon/shared/api/routes';
import { eventNotFound } from '@thon/shared/api/schemas/event-code';
import type { addParticipantRequestSchema } from '@thon/shared/api/schemas/participants';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export function addParticipant(body: z.input<typeof addParticipantRequestSchema>) {
  return callApi(routes.addParentParticipant, { body });
}

/** The event id of an event code, or undefined when no event has it. */
export async function eventIdOfCode(code: string): Promise<string | undefined> {
  const answer = await callApi(routes.eventCode, { body: { EventCode: code } });
  return answer === eventNotFound ? undefined : answer;
}
