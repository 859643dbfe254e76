// An ALTCHA solution already accepted, keyed by the SHA-256 of its challenge's
// signature: created only if absent, so one solved challenge sends one contact message, even when
// the same solution arrives twice at the same moment. Kept until the challenge expires (after that
// verification refuses the solution anyway), then DynamoDB's TTL removes it.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const captchaSolutionEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'captchaSolution', version: '1' },
        attributes: {
          solutionHash: { type: 'string', required: true },
          usedAt: { type: 'string', required: true, readOnly: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byHash: { pk: { field: 'pk', composite: ['solutionHash'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
