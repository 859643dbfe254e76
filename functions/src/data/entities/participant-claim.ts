// Uniqueness item for a participant's natural key: an import row (event + normalized first and
// last name + team name) or a user joining an event. Keyed by an HMAC of that key under the id
// key secret (platform/id-key.ts), so it reveals no name; the participant's own id is random.
// Written in the same transaction as the participant, so a re-run import or a second join meets it.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const participantClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'participantClaim', version: '1' },
        attributes: {
          claimKey: { type: 'string', required: true },
          participantId: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
        },
        indexes: {
          byKey: { pk: { field: 'pk', composite: ['claimKey'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
