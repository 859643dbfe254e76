// Work in flight for the pledge sweeper: one item per completed event or completed
// participant whose pledges are not all settled, in one partition the sweeper Queries (no Scan).
// Written when processing starts, removed when everything it covers is settled.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const processingMarkerEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'processingMarker', version: '1' },
        attributes: {
          scope: { type: 'string', required: true, default: 'pledge-processing' },
          /** `event:{eventId}` or `participant:{participantId}`. */
          key: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          participantId: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: ['key'] } },
        },
      },
      tableConfiguration(),
    ),
);
