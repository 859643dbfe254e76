// A school, team, club or non-profit that runs Thons. Organizations made with a Thon before the
// franchise model lack its fields (zip, franchise, version): they read as a direct customer at
// version 0 and are outside gsi1 until first edited. gsi1 lists a franchise's organizations by name.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const organizationEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'organization', version: '1' },
        attributes: {
          organizationId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          /** Code from the catalogue's organization types. */
          organizationType: { type: 'string', required: true },
          /** Code from the catalogue's school levels; school organization types only. */
          schoolLevel: { type: 'string' },
          city: { type: 'string' },
          /** Code (abbreviation) from the catalogue's states. */
          state: { type: 'string' },
          /**
           * The organization's payout account at the payment provider (a Stripe Connect Express
           * account): pledges are destination charges paying it. chargesEnabled is the provider's
           * answer, refreshed when an organizer opens the Thon page or returns from onboarding; a
           * Thon cannot go live until it is true.
           */
          payoutAccountId: { type: 'string' },
          payoutChargesEnabled: { type: 'boolean' },
          payoutsEnabled: { type: 'boolean' },
          /** The organization's tax statement for donors' receipts (e.g. "… is a 501(c)(3), EIN …"). */
          taxStatement: { type: 'string' },
          /** Street line of the address (city and state above). */
          street: { type: 'string' },
          zip: { type: 'string' },
          /** The franchise it belongs to, or 'direct' (a direct customer of the platform). */
          franchiseId: { type: 'string' },
          /** Set by a super admin's move: a changed ZIP then keeps the franchise. */
          franchiseOverridden: { type: 'boolean' },
          /** Its participants sign in only with access codes. */
          forceAccessCode: { type: 'boolean' },
          /**
           * The name lowercased, then the id (name#id): the list's sort key. Set by the console's
           * writes only, so an organization no console change touched stays out of gsi1 (ElectroDB
           * writes an index key only when all of its composite attributes are present).
           */
          nameKey: { type: 'string' },
          /** Raised by every change from the console; a change is conditioned on the version read. */
          version: { type: 'number' },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string' },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['organizationId'] }, sk: { field: 'sk', composite: [] } },
          byFranchise: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['franchiseId'] },
            sk: { field: 'gsi1sk', composite: ['nameKey'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
