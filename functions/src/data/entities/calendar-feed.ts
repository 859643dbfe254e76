// A franchise's iCalendar feed: the SHA-256 of its secret token (the URL's only credential) →
// the franchise. The token itself is never stored, so a table read cannot rebuild a feed URL.
// gsi1 finds a franchise's feed, to replace or revoke it (one per franchise).
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const calendarFeedEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'calendarFeed', version: '1' },
        attributes: {
          tokenHash: { type: 'string', required: true },
          franchiseId: { type: 'string', required: true },
          createdByUserId: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          byTokenHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
          byFranchise: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['franchiseId'] },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'tokenHash'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
