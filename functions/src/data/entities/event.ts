// A Thon. Its event code is unique through the eventCodeClaim item written in the same transaction.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';
import { storedEventStatuses } from '../stored-values/events';

export const eventEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'event', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          organizationId: { type: 'string', required: true },
          /** The organization's franchise, copied here so scope checks and lists need no second read; absent or `direct`: none. */
          franchiseId: { type: 'string' },
          /** The organization's ZIP (5 digits) when the Thon was created; absent on older events. */
          postalCode: { type: 'string' },
          /** A rehearsal Thon: only test users see it, and no public list or report counts it. */
          isTest: { type: 'boolean' },
          /** A constant partition for the list of every Thon (gsi4); absent on older events. */
          allEvents: { type: 'string' },
          name: { type: 'string', required: true },
          eventCode: { type: 'string', required: true },
          status: { type: storedEventStatuses, required: true },
          unitName: { type: 'string', required: true },
          /** Calendar dates (YYYY-MM-DD) in the event's own time zone. */
          startDate: { type: 'string', required: true },
          endDate: { type: 'string', required: true },
          timeZone: { type: 'string', required: true },
          goal: { type: 'number', required: true },
          /** Units (laps, ...) a participant may record; absent on events made before units existed. */
          minUnits: { type: 'number' },
          maxUnits: { type: 'number' },
          /** The organizer user who created the Thon; they may read its participants. */
          organizerUserId: { type: 'string' },
          /** Copied from the organization at creation so the public event page is one Query. */
          organizationName: { type: 'string' },
          /** Also copied from the organization (so a Thon reads in one GetItem); absent on older events. */
          organizationType: { type: 'string' },
          schoolLevel: { type: 'string' },
          city: { type: 'string' },
          state: { type: 'string' },
          /**
           * Participants created in this event: ADDed in the transaction of every participant create
           * (imports: one ADD per transaction of up to 33), and repaired by each import's recount. Sets
           * the catalogue's units ceiling without reading the participants. Absent means none yet.
           */
          participantCount: { type: 'number' },
          /**
           * Pledge settings. The platform's commission in percent (0-60, set by a super
           * admin or franchisee user; absent: the default), and the organizer's minimums in cents
           * for a per-unit rate and a one-time gift (absent: the spec's).
           */
          commissionPercent: { type: 'number' },
          initialPledgeMinimumCents: { type: 'number' },
          oneTimeGiftMinimumCents: { type: 'number' },
          /** A YouTube or Vimeo link for the event page; '' or absent: none. */
          /** The organizer lets families add a photo to a student page (off unless set). */
          familyPhotosAllowed: { type: 'boolean' },
          videoUrl: { type: 'string' },
          /**
           * Event day: a runner's scans closer than this to a counted one are duplicates (the
           * shortest plausible lap). Absent: the default of 20 seconds (docs/event-day.md).
           */
          lapCooldownSeconds: { type: 'number' },
          /**
           * When the Thon's first bibs were issued (set once, before any tally is written): the
           * lap units job reads the tallies only of Thons that have it, not of every Thon running.
           */
          lapTokensIssuedAt: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
          /** The Thons an organizer created, by start date (sparse: events without an organizer). */
          byOrganizer: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['organizerUserId'] },
            sk: { field: 'gsi2sk', composite: ['startDate', 'eventId'] },
          },
          /**
           * A franchise's Thons by start date (a month is a key range). Sparse: ElectroDB writes the
           * partition key only with franchiseId present, so events older than franchises stay out.
           */
          byFranchise: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['franchiseId'] },
            sk: { field: 'gsi3sk', composite: ['startDate', 'eventId'] },
          },
          /** Every Thon by start date (super admins); sparse like byFranchise through allEvents. */
          allThons: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['allEvents'] },
            sk: { field: 'gsi4sk', composite: ['startDate', 'eventId'] },
          },
          /** The event, its teams and its participants share gsi1pk=event: the event page is one Query. */
          eventPage: {
            index: 'gsi1',
            collection: 'eventPage',
            pk: { field: 'gsi1pk', composite: ['eventId'] },
            sk: { field: 'gsi1sk', composite: [] },
          },
        },
      },
      tableConfiguration(),
    ),
);
