// A school, team, club or non-profit that runs Thons.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const organizationEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'organization', version: '1' },
        attributes: {
          organizationId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          /** Code from the catalogue's organization types. */
          organizationType: { type: 'string', required: true },
          /** Code from the catalogue's school levels; school organization types only. */
          schoolLevel: { type: 'string' },
          city: { type: 'string' },
          /** Code (abbreviation) from the catalogue's states. */
          state: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['organizationId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
