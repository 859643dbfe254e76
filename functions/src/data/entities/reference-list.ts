// A reference list as a super admin saved it in the console: the whole list (its order is the
// list's), merged over the catalogue's defaults by Code when served. All lists share one partition
// so GetReferenceLists and the code checks read every saved list with one Query. `version` makes
// each save conditional on the list the editor read.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const referenceListEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'referenceList', version: '1' },
        attributes: {
          /** A constant: the one partition of every saved list. */
          scope: { type: 'string', required: true },
          /** The list's name as GetReferenceLists answers it (grades, shirtSizes...). */
          list: { type: 'string', required: true },
          entries: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                code: { type: 'string', required: true },
                name: { type: 'string', required: true },
                retired: { type: 'boolean' },
              },
            },
          },
          version: { type: 'number', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byList: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: ['list'] } },
        },
      },
      tableConfiguration(),
    ),
);
