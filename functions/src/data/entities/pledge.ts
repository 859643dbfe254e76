// A pledge or gift to one participant. Money is integer cents. Its id is derived from
// the donor's Idempotency-Key (SHA-256), so a retried CreatePledge finds the pledge it made.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';
import { storedOfflineMethods, storedPledgeKinds, storedPledgeStatuses } from '../stored-values/pledges';

export const pledgeEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'pledge', version: '1' },
        attributes: {
          pledgeId: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          /** The event's organization (whose payout account a charge pays): one read less at charge time. */
          organizationId: { type: 'string' },
          participantId: { type: 'string', required: true },
          teamId: { type: 'string', required: true },
          kind: { type: storedPledgeKinds, required: true },
          status: { type: storedPledgeStatuses, required: true },
          /** The rate per unit (per-unit) or the gift (flat, offline), in cents. */
          amountCents: { type: 'number', required: true },
          /** The donor's cap in units (per-unit only). */
          capUnits: { type: 'number' },
          /**
           * Per-unit: the units the donor was shown as the most this pledge counts (the event's
           * maximum then, or their cap if lower). A later, higher event maximum (MaxUnits raised,
           * more participants) never raises it: the donor never pays more than they saw.
           * Absent on pledges made before it was stored (they count the event's current maximum).
           */
          shownMaxUnits: { type: 'number' },
          donorFirstName: { type: 'string', required: true },
          donorLastName: { type: 'string', required: true },
          donorEmail: { type: 'string', required: true },
          donorPhone: { type: 'string' },
          message: { type: 'string' },
          /** The organizer hid the message from the public pages (the pledge itself still shows). */
          messageHidden: { type: 'boolean' },
          anonymous: { type: 'boolean', required: true },
          coverExpense: { type: 'boolean', required: true },
          /** The event's commission when the pledge was made: the donor saw this breakdown. */
          commissionPercent: { type: 'number', required: true },
          /** SHA-256 of the CreatePledge body: the same key with another body answers 409. */
          requestFingerprint: { type: 'string' },
          /** Provider ids only (card data never reaches us). */
          customerId: { type: 'string' },
          paymentMethodId: { type: 'string' },
          setupIntentId: { type: 'string' },
          paymentIntentId: { type: 'string' },
          cardLast4: { type: 'string' },
          /** What the card was charged (flat: at creation), cents. */
          chargedCents: { type: 'number' },
          /**
           * A pledge of a test Thon: its card was saved and charged through the provider's test mode
           * (later charges and refunds follow it there). Absent: live.
           */
          testMode: { type: 'boolean' },
          /** SHA-256 of the manage link's token (never the token). */
          manageTokenHash: { type: 'string' },
          offlineMethod: { type: storedOfflineMethods },
          offlineReference: { type: 'string' },
          recordedByUserId: { type: 'string' },
          visitId: { type: 'string' },
          source: { type: 'string' },
          medium: { type: 'string' },
          campaign: { type: 'string' },
          templateId: { type: 'string' },
          /** Charge attempts so far: attempt n charges with key `{pledgeId}:charge:{n}`. */
          attempt: { type: 'number' },
          /**
           * When the current attempt was claimed, so when its idempotency key was first sent: the
           * provider keeps keys 24 hours, so an older claim is never charged again with its key.
           */
          attemptStartedAt: { type: 'string' },
          /** Per-unit: what the units came to (rate x min(units, cap, max)), credited once charged. */
          settledCents: { type: 'number' },
          /** Refunded so far, cents of what the card paid; equal to chargedCents once fully refunded. */
          refundedCents: { type: 'number' },
          /** When the donor's bank opened a dispute on the charge (the provider's webhook). */
          disputedAt: { type: 'string' },
          /**
           * A refund in flight: its claim id and when it was taken. Refunds of one pledge go to the
           * provider one at a time (two different amounts would be two refunds there); a claim older
           * than a request can live is taken over.
           */
          refundClaimId: { type: 'string' },
          refundClaimedAt: { type: 'string' },
          /** Why the last charge did not succeed (the provider's decline code). */
          failureCode: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string' },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['pledgeId'] }, sk: { field: 'sk', composite: [] } },
          /** An organizer's report (GetThonPledges): the event's pledges, oldest first. */
          byEvent: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['eventId'] },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'pledgeId'] },
          },
          /** A participant's pledges (their list, the student page's recent supporters). */
          byParticipant: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['participantId'] },
            sk: { field: 'gsi2sk', composite: ['createdAt', 'pledgeId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
