// Reads the local outbox the dev gateway serves at /__dev/outbox (not an API route, so not in the route table).
import { outboxPath, outboxSchema, type Outbox } from '@thon/shared/api/dev-outbox';
import { readDevEndpoint } from './read-dev-endpoint';

export type { Outbox, OutboxEmail, OutboxSms } from '@thon/shared/api/dev-outbox';
export { outboxPath, outboxSchema };

export function getOutbox(signal?: AbortSignal): Promise<Outbox> {
  return readDevEndpoint(outboxPath, outboxSchema, 'The outbox', signal);
}
