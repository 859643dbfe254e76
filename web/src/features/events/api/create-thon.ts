// POST /api/events/CreateThon: a new Thon, in draft, with its event code.
import type { z } from 'zod';
import { eventRoutes } from '@thon/shared/api/routes/events';
import type { createThonRequestSchema } from '@thon/shared/api/schemas/events';
import { callApi } from '@/lib/api-client';

export function createThon(thon: z.input<typeof createThonRequestSchema>) {
  return callApi(eventRoutes.createThon, { body: thon });
}
