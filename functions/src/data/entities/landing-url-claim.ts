// A landing page url taken, keyed by the lowercased url: created only if absent in the
// transaction that creates the page (or moves it to this url), so one url has at most one page
// however many adds race.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const landingUrlClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'landingUrlClaim', version: '1' },
        attributes: {
          url: { type: 'string', required: true },
          landingPageId: { type: 'string', required: true },
        },
        indexes: {
          byUrl: { pk: { field: 'pk', composite: ['url'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
