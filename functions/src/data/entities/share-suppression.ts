// An address that gets no more invitations or reminders from anyone: it unsubscribed,
// or SES reported a permanent bounce or a complaint. Keyed by the lowercased address.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const suppressionReasons = ['Unsubscribed', 'Bounced', 'Complained'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

export const shareSuppressionEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'shareSuppression', version: '1' },
        attributes: {
          email: { type: 'string', required: true },
          reason: { type: suppressionReasons, required: true },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
