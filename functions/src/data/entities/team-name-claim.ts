// Uniqueness item for a team's name within its event (normalized: case and spacing ignored), so an
// import finds the team "Room 12" already has. Team names are not secret, so the key is the name
// itself; the team id stays random. Lives in the event's partition beside its teams.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const teamNameClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'teamNameClaim', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          nameKey: { type: 'string', required: true },
          teamId: { type: 'string', required: true },
        },
        indexes: {
          byName: {
            pk: { field: 'pk', composite: ['eventId'] },
            sk: { field: 'sk', composite: ['nameKey'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
