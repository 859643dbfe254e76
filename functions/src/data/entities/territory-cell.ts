// The territory of one state: who holds the whole state, and who holds which ZIP prefixes lying
// (partly) in it. Every franchise write that touches a state reads its cell and writes it back
// conditioned on the version it read, so two overlapping territories can never both commit.
// The cell keyed `unassignedCell` holds ZIP prefixes that lie in no state.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const territoryCellEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'territoryCell', version: '1' },
        attributes: {
          state: { type: 'string', required: true },
          /** The franchise holding the whole state, if any. */
          stateOwner: { type: 'string' },
          zipPrefixes: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                zipPrefix: { type: 'string', required: true },
                franchiseId: { type: 'string', required: true },
              },
            },
          },
          version: { type: 'number', required: true },
        },
        indexes: {
          byState: { pk: { field: 'pk', composite: ['state'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
