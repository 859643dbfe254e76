// A bib's lap token is the key: a scan finds its runner with one GetItem, and a token can belong to
// one runner only (created only if absent; a collision of 60 random bits is retried). Deleted when
// the token is revoked, so the old bib reads as unknown.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const lapTokenClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'lapTokenClaim', version: '1' },
        attributes: {
          lapToken: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          participantId: { type: 'string', required: true },
        },
        indexes: {
          byToken: { pk: { field: 'pk', composite: ['lapToken'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
