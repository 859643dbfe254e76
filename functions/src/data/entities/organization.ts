// A school, team, club or non-profit that runs Thons.
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
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['organizationId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
