// Reads the local outbox the dev gateway serves at /__dev/outbox (not an API route, so not in the route table).
import { apiErrorSchema } from '@thon/shared/api/errors';
import { outboxPath, outboxSchema, type Outbox } from '@thon/shared/api/dev-outbox';

export type { Outbox, OutboxEmail, OutboxSms } from '@thon/shared/api/dev-outbox';
export { outboxPath, outboxSchema };
import { ApiError } from '../../../lib/api-error';

export async function getOutbox(signal?: AbortSignal): Promise<Outbox> {
  const url = new URL(outboxPath, globalThis.location.origin);
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
      error.success ? error.data.message : `The outbox answered ${response.status}.`,
    );
  }
  const outbox = outboxSchema.safeParse(payload);
  if (!outbox.success) {
    throw new ApiError(response.status, 'The outbox answer has an unexpected shape.', {
      kind: 'invalid-response',
      cause: outbox.error,
    });
  }
  return outbox.data;
}
