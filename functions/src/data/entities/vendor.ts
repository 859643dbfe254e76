// A vendor: a designated supplier selling through the shop. Its staff are vendorMember items in its
// own partition; the products and orders name it by id and copy its name. gsi2 lists every vendor
// by name (the console's list).
import { Entity } from 'electrodb';
import { storedVendorStatuses } from '../stored-values/vendors';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const vendorEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'vendor', version: '1' },
        attributes: {
          vendorId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          /** The name lowercased: the list sorts by it, so 'acme' and 'Acme' sit together. */
          nameKey: { type: 'string', required: true },
          contactEmail: { type: 'string', required: true },
          phone: { type: 'string', required: true },
          status: { type: storedVendorStatuses, required: true },
          /** The franchises it serves: it sees their calendars (their Thons and shop need-by dates). */
          franchiseIds: { type: 'list', items: { type: 'string' }, required: true },
          /** Flat shipping per order, integer cents; added to every order's total. */
          shippingFeeCents: { type: 'number', required: true, default: 0 },
          /**
           * The vendor's payout account at the payment provider (a Stripe Connect Express account):
           * card orders are destination charges paying it. chargesEnabled is the provider's
           * answer, refreshed when the vendor is read (GetVendor).
           */
          payoutAccountId: { type: 'string' },
          payoutChargesEnabled: { type: 'boolean' },
          payoutsEnabled: { type: 'boolean' },
          /** Raised by every change; a change is conditioned on the version it read. */
          version: { type: 'number', required: true },
          /** A constant partition for the list by name (hundreds of vendors at most). */
          allVendors: { type: 'string', required: true, default: 'vendors' },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['vendorId'] }, sk: { field: 'sk', composite: [] } },
          byName: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['allVendors'] },
            sk: { field: 'gsi2sk', composite: ['nameKey', 'vendorId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
