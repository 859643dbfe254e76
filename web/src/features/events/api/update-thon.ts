// POST /api/events/UpdateThon: edit a Thon's details while it is draft or live.
import type { z } from 'zod';
import { eventRoutes } from '@thon/shared/api/routes/events';
import type { updateThonRequestSchema } from '@thon/shared/api/schemas/events';
import { callApi } from '@/lib/api-client';

export function updateThon(changes: z.input<typeof updateThonRequestSchema>) {
  return callApi(eventRoutes.updateThon, { body: changes });
}
