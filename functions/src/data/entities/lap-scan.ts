// One scan a phone sent (docs/event-day.md, Model), keyed by the phone's own scan id under the
// runner: created only if absent, so a scan resent after a lost answer writes nothing and its
// stored result is answered again (exactly once however often it is sent). One Query reads a
// runner's scans for ListRunnerLaps.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const lapScanResults = ['counted', 'duplicate', 'over-max', 'undone', 'locked'] as const;

export const lapScanEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'lapScan', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          participantId: { type: 'string', required: true },
          scanId: { type: 'string', required: true },
          /** The phone's time of the scan, corrected to the server's clock (ISO). */
          scannedAt: { type: 'string', required: true },
          receivedAt: { type: 'string', required: true },
          result: { type: lapScanResults, required: true },
          /** The counted scan this one duplicates. */
          duplicateOf: { type: 'string' },
          countedBy: {
            type: 'map',
            required: true,
            properties: {
              kind: { type: ['user', 'code'] as const, required: true },
              id: { type: 'string', required: true },
              name: { type: 'string', required: true },
            },
          },
          undoneAt: { type: 'string' },
        },
        indexes: {
          byRunner: {
            pk: { field: 'pk', composite: ['eventId', 'participantId'] },
            sk: { field: 'sk', composite: ['scanId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
