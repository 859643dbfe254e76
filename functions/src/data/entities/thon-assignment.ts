// A franchisee team leader's assignment to one Thon of their franchise: the Thons they may do
// event-day work on. Keyed by the user so the scope decision reads all of a leader's assignments in
// one Query; gsi2 keys it by the Thon too, so the Thon's page lists its team leaders in one Query.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const thonAssignmentEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'thonAssignment', version: '1' },
        attributes: {
          userId: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          /** The franchise of the Thon when assigned: a leader moved to another franchise reaches none of these. */
          franchiseId: { type: 'string', required: true },
          assignedAt: { type: 'string', required: true },
          assignedByUserId: { type: 'string', required: true },
        },
        indexes: {
          byUser: {
            pk: { field: 'pk', composite: ['userId'] },
            sk: { field: 'sk', composite: ['eventId'] },
          },
          byThon: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['eventId'] },
            sk: { field: 'gsi2sk', composite: ['userId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
