// A team or class inside one event; teams are always read per event, so the event is the partition.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const teamEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'team', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          teamId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          leaderUserId: { type: 'string' },
          /** The class teacher (a teacher-role user); their teacher check answers this team's event. */
          teacherUserId: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byEvent: {
            pk: { field: 'pk', composite: ['eventId'] },
            sk: { field: 'sk', composite: ['teamId'] },
          },
          eventPage: {
            index: 'gsi1',
            collection: 'eventPage',
            pk: { field: 'gsi1pk', composite: ['eventId'] },
            sk: { field: 'gsi1sk', composite: ['teamId'] },
          },
          /** Sparse: only teams with a class teacher carry these keys. */
          byTeacher: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['teacherUserId'] },
            sk: { field: 'gsi2sk', composite: ['eventId', 'teamId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
