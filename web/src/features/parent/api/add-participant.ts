// POST /api/Parent/AddParticipant: link a child by access code, or create one in an event (the
// form finds it by its event code).
import { participantRoutes } from '@thon/shared/api/routes/participants';
import type { addParticipantRequestSchema } from '@thon/shared/api/schemas/participants';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export function addParticipant(body: z.input<typeof addParticipantRequestSchema>) {
  return callApi(participantRoutes.addParentParticipant, { body });
}
