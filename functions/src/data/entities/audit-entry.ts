// One change in the audit log: who made it, when, what, on which subject, and the changed fields
// before and after. Written in the change's own transaction (so a change and its entry land
// together or not at all) and never updated. A month is one partition (super admins read it by
// month); gsi1 holds a franchise's entries (sparse: entries of no franchise are not in it).
// Kept two years through the table's TTL.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const auditEntryEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'auditEntry', version: '1' },
        attributes: {
          /** yyyy-MM of `at` (UTC). */
          month: { type: 'string', required: true },
          /** ISO timestamp (UTC): sorts the entries in time within a month and a franchise. */
          at: { type: 'string', required: true },
          entryId: { type: 'string', required: true },
          actorUserId: { type: 'string', required: true },
          actorName: { type: 'string', required: true },
          actorRole: { type: 'string', required: true },
          action: { type: 'string', required: true },
          subjectKind: { type: 'string', required: true },
          subjectId: { type: 'string', required: true },
          franchiseId: { type: 'string' },
          /** JSON of only the changed fields, as they were and as they became. */
          before: { type: 'string', required: true },
          after: { type: 'string', required: true },
          /** Epoch seconds: the table's TTL attribute. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byMonth: {
            pk: { field: 'pk', composite: ['month'] },
            sk: { field: 'sk', composite: ['at', 'entryId'] },
          },
          byFranchise: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['franchiseId'] },
            sk: { field: 'gsi1sk', composite: ['at', 'entryId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
