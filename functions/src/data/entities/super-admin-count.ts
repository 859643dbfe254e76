// How many active super admins there are. Every write that makes a user an active super admin adds
// 1 in the same transaction, and every write that removes one (a demotion, a deactivation) adds -1
// under the condition `activeCount > 1`, so two concurrent removals of the last two cannot both
// pass: the console can never be left without an active super admin.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const superAdminCountEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'superAdminCount', version: '1' },
        attributes: {
          /** A constant: there is one count. */
          counter: { type: 'string', required: true, default: 'super-admins' },
          activeCount: { type: 'number' },
        },
        indexes: {
          byCounter: { pk: { field: 'pk', composite: ['counter'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
