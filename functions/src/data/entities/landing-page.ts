// A landing page: a vanity page for an event or one of its teams. Its url is unique
// through the landingUrlClaim item written in the same transaction. gsi2 lists an owner's pages
// (the event's organizer, or the team's leader); gsi1 lists every page, for super admins.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const landingPageEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'landingPage', version: '1' },
        attributes: {
          landingPageId: { type: 'string', required: true },
          url: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          teamId: { type: 'string' },
          /** Who manages it besides super admins: the event's organizer or the team's leader. */
          ownerUserId: { type: 'string', required: true },
          title: { type: 'string', required: true },
          subTitle: { type: 'string' },
          quote: { type: 'string' },
          teamBio: { type: 'string' },
          imageKey: { type: 'string' },
          videoUrl: { type: 'string' },
          /** A constant partition for the all-pages index (a few thousand pages at most). */
          allPages: { type: 'string', required: true, default: 'landingPages' },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['landingPageId'] }, sk: { field: 'sk', composite: [] } },
          byOwner: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['ownerUserId'] },
            sk: { field: 'gsi2sk', composite: ['url'] },
          },
          all: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['allPages'] },
            sk: { field: 'gsi1sk', composite: ['url'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
