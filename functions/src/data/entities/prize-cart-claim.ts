// The carts one CreateCartsFromCalculation made under one Idempotency-Key (docs/prizes.md, The
// calculator): created only if absent when the first call starts, each cart recorded on it as it is
// made, then marked made. The same key again answers these carts; another body with it is refused
// (the body's hash is kept); a run that died part-way is taken over after its lease, keeping the
// carts it recorded. Keyed by the caller and the key's hash: one buyer's key never reaches another's.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const prizeCartClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'prizeCartClaim', version: '1' },
        attributes: {
          userId: { type: 'string', required: true },
          /** SHA-256 of the Idempotency-Key (the key itself is not kept). */
          keyHash: { type: 'string', required: true },
          /** SHA-256 of the request body as parsed. */
          bodyHash: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          state: { type: ['making', 'made'] as const, required: true },
          /** The run making the carts, and until when it holds them (ISO); a later run may take over. */
          runId: { type: 'string', required: true },
          leaseUntil: { type: 'string', required: true },
          carts: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                vendorId: { type: 'string', required: true },
                orderId: { type: 'string', required: true },
              },
            },
          },
          createdAt: { type: 'string', required: true },
          /** Epoch seconds: a key answers its carts for 30 days (the table's TTL). */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byKey: {
            pk: { field: 'pk', composite: ['userId', 'keyHash'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      tableConfiguration(),
    ),
);
