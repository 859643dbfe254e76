// The id key under a fixed test secret (domain/ports/id-key.ts): the same HMAC as the deployment's,
// so tokens made by one use case are read by another.
import { createHmac } from 'node:crypto';
import type { IdKey } from '../../../src/domain/ports/id-key';

export const testIdKey = (secret = 'test-id-key'): IdKey => ({
  keyedHash: (parts) => Promise.resolve(createHmac('sha256', secret).update(parts.join('\n')).digest('hex')),
});
