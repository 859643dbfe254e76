// One item per pledge under its donor's normalized email, written in the pledge's transaction:
// GetMyPledges is one Query on the signed-in user's email (then a BatchGet of the pledges), with no
// third index on the table.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const donorPledgeEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'donorPledge', version: '1' },
        attributes: {
          donorEmail: { type: 'string', required: true },
          pledgeId: { type: 'string', required: true },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byDonor: {
            pk: { field: 'pk', composite: ['donorEmail'] },
            sk: { field: 'sk', composite: ['pledgeId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
