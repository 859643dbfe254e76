// A social account (provider + the provider's user key) linked to one user. The pair is the key,
// so a provider account can be linked once (create() is attribute_not_exists) and found with one GetItem.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';
import { storedLoginProviders } from '../stored-values/auth';

export const providerLinkEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'providerLink', version: '1' },
        attributes: {
          loginProvider: { type: storedLoginProviders, required: true },
          providerKey: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byProviderKey: {
            pk: { field: 'pk', composite: ['loginProvider', 'providerKey'] },
            sk: { field: 'sk', composite: [] },
          },
        },
      },
      tableConfiguration(),
    ),
);
