// A franchise: the business running Thons in an exclusive territory. Its territory is also spread
// over territoryCell items (one per state it touches), which are what make overlaps race-free; the
// copy here is what the franchise's pages read. gsi1 lists every franchise by name.
import { Entity } from 'electrodb';
import { storedFranchiseStatuses } from '../stored-values/franchises';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const franchiseEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'franchise', version: '1' },
        attributes: {
          franchiseId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          /** The name lowercased: the list sorts by it, so 'acme' and 'Acme' sit together. */
          nameKey: { type: 'string', required: true },
          contactName: { type: 'string', required: true },
          contactEmail: { type: 'string', required: true },
          contactPhone: { type: 'string', required: true },
          defaultCommissionPercent: { type: 'number', required: true },
          states: { type: 'list', items: { type: 'string' }, required: true },
          zipPrefixes: { type: 'list', items: { type: 'string' }, required: true },
          status: { type: storedFranchiseStatuses, required: true },
          /**
           * Whether the franchise's organizers may buy from the shop for their own Thons. Absent
           * (every franchise written before the shop) means yes: organizers-may-shop.ts reads it.
           */
          organizersMayShop: { type: 'boolean' },
          /** Raised by every write; a write is conditioned on the version it read. */
          version: { type: 'number', required: true },
          /** A constant partition for the list by name (hundreds of franchises at most). */
          allFranchises: { type: 'string', required: true, default: 'franchises' },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['franchiseId'] }, sk: { field: 'sk', composite: [] } },
          byName: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['allFranchises'] },
            sk: { field: 'gsi1sk', composite: ['nameKey', 'franchiseId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
