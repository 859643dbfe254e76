// An event with email invitations whose reminder falls due on a day: written with each
// email send, read by the hourly reminder job by day, so it finds due events without a Scan.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const shareReminderDueEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'shareReminderDue', version: '1' },
        attributes: {
          /** YYYY-MM-DD (UTC): the event's end date minus 3 days. */
          dueDate: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          /** Set when every invitation of the event has been reminded or ruled out. */
          doneAt: { type: 'string' },
        },
        indexes: {
          byDay: {
            pk: { field: 'pk', composite: ['dueDate'] },
            sk: { field: 'sk', composite: ['eventId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
