// One night's prize lock of a Thon (docs/prizes.md): created only if absent, so of two runs at
// once exactly one locks the night; a run that died leaves 'running' past its lease, and the next
// run takes it over (the awards it wrote are conditional puts, so nothing is written twice).
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const prizeNightEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'prizeNight', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          /** The local date (YYYY-MM-DD) that ended at the midnight this run locks. */
          night: { type: 'string', required: true },
          state: { type: ['running', 'done'] as const, required: true },
          /** ISO time after which another run may take over a 'running' night. */
          leaseUntil: { type: 'string', required: true },
          /** The run holding the lease (a random id): only it may mark the night done. */
          runId: { type: 'string', required: true },
          startedAt: { type: 'string', required: true },
          finishedAt: { type: 'string' },
          participants: { type: 'number' },
          locked: { type: 'number' },
          voided: { type: 'number' },
        },
        indexes: {
          byEvent: {
            pk: { field: 'pk', composite: ['eventId'] },
            sk: { field: 'sk', composite: ['night'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
