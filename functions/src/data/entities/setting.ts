// Site-wide configuration a super admin maintains (e.g. server-supplied reference lists), one item per setting.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const settingEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'setting', version: '1' },
        attributes: {
          name: { type: 'string', required: true },
          /** JSON text; each reader validates it with its own schema. */
          value: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byName: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
