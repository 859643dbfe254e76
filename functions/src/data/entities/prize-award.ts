// A participant's prize at one level, fixed by a nightly lock (docs/prizes.md), then picked,
// delivered to the class and handed out; void when the credit behind it falls before it is handed
// out. One per participant and level (a conditional create), in the Thon's partition by class, so
// a class's pick list is one Query.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const prizeAwardEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'prizeAward', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          teamId: { type: 'string', required: true },
          participantId: { type: 'string', required: true },
          levelId: { type: 'string', required: true },
          levelName: { type: 'string', required: true },
          thresholdPerUnitCents: { type: 'number', required: true },
          /** The participant's first and last name when locked (staff pages only). */
          firstName: { type: 'string', required: true },
          lastName: { type: 'string', required: true },
          /** What to hand over, sizes resolved from the participant's shirt size at the lock. */
          items: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                productId: { type: 'string', required: true },
                productName: { type: 'string', required: true },
                quantity: { type: 'number', required: true },
                /** A shirt size code; absent when the product has no sizes. */
                sizeCode: { type: 'string' },
              },
            },
          },
          state: { type: ['locked', 'picked', 'delivered', 'handedOut', 'void'] as const, required: true },
          /** The night whose lock created it. */
          night: { type: 'string', required: true },
          lockedAt: { type: 'string', required: true },
          voidReason: { type: 'string' },
          /** Every move, oldest first: state, time and who (the lock is 'system'). */
          history: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                state: { type: 'string', required: true },
                at: { type: 'string', required: true },
                byUserId: { type: 'string', required: true },
              },
            },
          },
          version: { type: 'number', required: true },
        },
        indexes: {
          byEvent: {
            pk: { field: 'pk', composite: ['eventId'] },
            sk: { field: 'sk', composite: ['teamId', 'participantId', 'levelId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
