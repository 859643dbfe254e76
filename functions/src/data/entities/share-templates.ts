// An event's own share templates; absent while it uses our defaults. Each save adds one
// to version, which names the template in share links (templateId) for attribution.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const shareTemplatesEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'shareTemplates', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          emailSubject: { type: 'string', required: true },
          emailBody: { type: 'string', required: true },
          sms: { type: 'string', required: true },
          guestShare: { type: 'string', required: true },
          version: { type: 'number', required: true },
          updatedByUserId: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byEvent: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
