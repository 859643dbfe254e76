// One invitation send, keyed by the SHA-256 of participant and Idempotency-Key: created
// before anything is sent, it holds the answer once the send is done, so a retried call with the
// same key answers the same results and sends nothing twice. Kept a day.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const shareSendEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'shareSend', version: '1' },
        attributes: {
          sendKey: { type: 'string', required: true },
          /** SHA-256 of the request body: the same key with another body is refused. */
          requestHash: { type: 'string', required: true },
          state: { type: ['sending', 'done'] as const, required: true },
          /** The answer (JSON) once done. */
          response: { type: 'string' },
          startedAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byKey: { pk: { field: 'pk', composite: ['sendKey'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
