// POST /api/Parent/AddParticipant: link a child by access code, or create one in an event (the
// form finds it by its event code).
import { routes } from '@thon/shared/api/routes';
import type { addParticipantRequestSchema } from '@thon/shared/api/schemas/participants';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export function addParticipant(body: z.input<typeof addParticipantRequestSchema>) {
  return callApi(routes.addParentParticipant, { body });
}
