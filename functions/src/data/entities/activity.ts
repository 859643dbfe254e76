// An activity recorded once per session and activity type (e.g. type 1: access-code login).
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const activityEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'activity', version: '1' },
        attributes: {
          sessionId: { type: 'string', required: true },
          activityTypeId: { type: 'number', required: true },
          userId: { type: 'string', required: true },
          recordedAt: { type: 'string', required: true },
        },
        indexes: {
          bySession: {
            pk: { field: 'pk', composite: ['sessionId'] },
            sk: { field: 'sk', composite: ['activityTypeId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
