// Reads one of the local gateway's dev endpoints (/__dev/…: not API routes, so not in the route
// table), checked against its schema; a failure is an ApiError the route's error element shows.
import type * as z from 'zod';
import { apiErrorSchema } from '@thon/shared/api/errors';
import { ApiError } from '../../../lib/api-error';

/** `what` names the endpoint in messages: "The outbox answered 500." */
export async function readDevEndpoint<T extends z.ZodType>(
  path: string,
  schema: T,
  what: string,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const url = new URL(path, globalThis.location.origin);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'The local gateway is not reachable. Is `npm start` running?', {
      kind: 'network',
      cause: error,
    });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(payload);
    throw new ApiError(
      response.status,
      error.success ? error.data.message : `${what} answered ${response.status}.`,
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, `${what} answer has an unexpected shape.`, {
      kind: 'invalid-response',
      cause: parsed.error,
    });
  }
  return parsed.data;
}
