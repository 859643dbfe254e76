// A vendor's staff member, in the vendor's own partition: the staff list is one Query. The user
// item stays the truth for sign-in (role, vendorId, vendorOwner, active); this copy is written in
// the same transaction as every change to it, so the two never disagree.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const vendorMemberEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'vendorMember', version: '1' },
        attributes: {
          vendorId: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          owner: { type: 'boolean', required: true },
          active: { type: 'boolean', required: true },
          firstName: { type: 'string', required: true },
          lastName: { type: 'string', required: true },
          email: { type: 'string', required: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byVendor: {
            pk: { field: 'pk', composite: ['vendorId'] },
            sk: { field: 'sk', composite: ['userId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
