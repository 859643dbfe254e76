// A student taking part in one event. The access code is unique through accessCodeClaim.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const participantEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'participant', version: '1' },
        attributes: {
          participantId: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          teamId: { type: 'string', required: true },
          firstName: { type: 'string', required: true },
          lastName: { type: 'string', required: true },
          goal: { type: 'number', required: true },
          accessCode: { type: 'string', required: true },
          userId: { type: 'string' },
          /**
           * The parent who created this child (AddParticipant without a code); cleared when another parent
           * links it by code. Only such a child, never signed in and with nothing recorded, is deleted
           * when its creator removes it; a child of the school only loses the link.
           */
          createdByParentId: { type: 'string' },
          /** A catalogue grade Code (PK, K, 1 to 12) when a parent gives it; imported rows keep their text. */
          grade: { type: 'string' },
          /** A catalogue shirt size Code (YS ... AXL). */
          shirtSize: { type: 'string' },
          /**
           * Money credited to this participant, in whole cents (no float drift): each pledge or donation
           * ADDs its amount once per idempotency key (creditRaised). Absent means nothing raised yet.
           * The event page sums it per team and event, so its one Query stays the only read.
           */
          raisedCents: { type: 'number' },
          /** Shares toward the goal of 20: invitations sent and social shares, ADDed. */
          sharesCount: { type: 'number' },
          /**
           * Per-unit pledges' estimate in cents: the sum of each active pledge's rate x min(units, its
           * cap), moved in the pledge's own transaction (conditioned on units unchanged) and recomputed
           * when units are recorded (conditioned on pledgeVersion unchanged), so it is always exact.
           */
          pledgedCents: { type: 'number' },
          /** ADDed by every pledge write touching pledgedCents: a units recount sees any it raced. */
          pledgeVersion: { type: 'number' },
          /**
           * Set by the event's organizer (SetParticipantHidden): the public event page leaves the
           * participant out and their student page answers 404; their money still counts in the totals.
           */
          hiddenFromPublic: { type: 'boolean' },
          /**
           * True while a child a parent created waits for the organizer's approval: off the public
           * pages and unable to send invitations. Absent on approved children and on every child of
           * the school (imported, joined, linked by code), so older items read as approved.
           */
          awaitingApproval: { type: 'boolean' },
          /** Units (laps, ...) completed, recorded by the class teacher or organizer. */
          units: { type: 'number' },
          /** Set by CompleteParticipant: units are final and the pledges are charged. */
          unitsFinal: { type: 'boolean' },
          /**
           * The family's message on the student page (a linked parent, or the participant from
           * grade 8): shown unless the organizer hid it (pageMessageHidden).
           */
          pageMessage: { type: 'string' },
          pageMessageHidden: { type: 'boolean' },
          /**
           * The family's photo (only on a Thon that allows photos): the re-encoded upload's key in the
           * private uploads bucket while it waits, its published URL once the organizer approves it.
           * Never public before approval; removing it deletes both.
           */
          photoStatus: { type: ['pending', 'approved', 'rejected'] as const },
          photoPendingKey: { type: 'string' },
          photoUrl: { type: 'string' },
          /** Experiment assignment (AddParticipantTestGroupData); variantName picks the student page layout. */
          experiment: {
            type: 'map',
            properties: {
              gaUserId: { type: 'string' },
              experimentId: { type: 'string' },
              variantId: { type: 'string' },
              variantName: { type: 'string' },
              containerId: { type: 'string' },
            },
          },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['participantId'] }, sk: { field: 'sk', composite: [] } },
          byEvent: {
            index: 'gsi1',
            collection: 'eventPage',
            pk: { field: 'gsi1pk', composite: ['eventId'] },
            sk: { field: 'gsi1sk', composite: ['teamId', 'participantId'] },
          },
          /** Sparse: only participants linked to a user account carry these keys. */
          byUser: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['userId'] },
            sk: { field: 'gsi2sk', composite: ['participantId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
