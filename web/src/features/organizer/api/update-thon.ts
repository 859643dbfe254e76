// POST /api/events/UpdateThon: edit a Thon's details while it is draft or live.
import type { z } from 'zod';
import { routes } from '@thon/shared/api/routes';
import type { updateThonRequestSchema } from '@thon/shared/api/schemas/events';
import { callApi } from '../../../lib/api-client';

export function updateThon(changes: z.input<typeof updateThonRequestSchema>) {
  return callApi(routes.updateThon, { body: changes });
}
