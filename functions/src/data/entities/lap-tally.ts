// One runner's laps on event day (docs/event-day.md, Model): created with the bib's token when bibs
// are first issued, then the one item every counted lap updates (a conditional write: the cooldown,
// the maximum and the token are checked in its condition, so the common scan is one request). In
// the Thon's partition, so the roster and the units job read a Thon's tallies in one Query.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const lapTallyEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'lapTally', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          participantId: { type: 'string', required: true },
          /** The bib's current token (its claim item makes it unique); replaced on revoke. */
          lapToken: { type: 'string', required: true },
          teamId: { type: 'string', required: true },
          /** Copied when issued, so the counting page and the screen need not read participants. */
          firstName: { type: 'string', required: true },
          lastInitial: { type: 'string', required: true },
          /** Counted laps after corrections, 0..the Thon's maximum units. */
          laps: { type: 'number', required: true },
          /** The counted scans (ms since epoch and scan id), for the lap rule's earlier-sighting swap. */
          counted: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                at: { type: 'number', required: true },
                scanId: { type: 'string', required: true },
              },
            },
          },
          /**
           * The runner's other live scans (duplicates and over-max): the lap rule walks every live
           * scan, so a late earlier scan or an undo can turn one of these into a lap.
           */
          seen: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                at: { type: 'number', required: true },
                scanId: { type: 'string', required: true },
              },
            },
          },
          /** ms since epoch of the latest counted scan; absent before the first lap. */
          lastLapAt: { type: 'number' },
          overMax: { type: 'number' },
          duplicates: { type: 'number' },
          /** The sum of corrections: later scans add to it. */
          adjustment: { type: 'number' },
          /** The units last written to the participant by the units job. */
          unitsApplied: { type: 'number' },
          lastCountedBy: {
            type: 'map',
            properties: {
              kind: { type: ['user', 'code'] as const, required: true },
              id: { type: 'string', required: true },
              name: { type: 'string', required: true },
            },
          },
          issuedAt: { type: 'string', required: true },
          version: { type: 'number', required: true },
        },
        indexes: {
          byEvent: {
            pk: { field: 'pk', composite: ['eventId'] },
            sk: { field: 'sk', composite: ['participantId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
