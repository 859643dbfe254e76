// POST /api/events/CreateThon: a new Thon, in draft, with its event code.
import type { z } from 'zod';
import { routes } from '@thon/shared/api/routes';
import type { createThonRequestSchema } from '@thon/shared/api/schemas/events';
import { callApi } from '../../../lib/api-client';

export function createThon(thon: z.input<typeof createThonRequestSchema>) {
  return callApi(routes.createThon, { body: thon });
}
