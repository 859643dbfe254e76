// In-memory pledge-area ports (domain/pledges/ports.ts): pledges, participants, events,
// organizations, users, markers, credit claims and webhook notes held in maps. Each write keeps
// the condition its DynamoDB store puts on it (the status as read, the refunded total as read, one
// credit per pledge id, one note per webhook event) and is all-or-nothing like a transaction, so a
// use case's state moves and money can be tested without the emulator.
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { OrganizationRecord } from '../../../src/data/repositories/organizations-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { ProcessingMarker } from '../../../src/data/repositories/pledge-processing-repository';
import type { PledgeRecord } from '../../../src/data/repositories/pledges-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { WriteOutcome } from '../../../src/data/repositories/write-transaction';
import type {
  ChargeStore,
  PledgeReads,
  ProcessingMarkers,
  RefundStore,
  ThonReads,
} from '../../../src/domain/pledges/ports';

type Refusals<K extends string> = [K, boolean][];

/** The outcome of a transaction whose items' conditions are given by name (true: it holds). */
function outcome<K extends string>(conditions: Refusals<K>): WriteOutcome<K> {
  const refused = new Set(conditions.filter(([, holds]) => !holds).map(([name]) => name));
  return refused.size === 0 ? { written: true } : { written: false, refused };
}

const copy = <T>(item: T | undefined): T | undefined =>
  item === undefined ? undefined : structuredClone(item);

export class PledgeRecords implements PledgeReads, ChargeStore, ProcessingMarkers, ThonReads, RefundStore {
  readonly pledges = new Map<string, PledgeRecord>();
  readonly participants = new Map<string, ParticipantRecord>();
  readonly events = new Map<string, EventRecord>();
  readonly organizations = new Map<string, OrganizationRecord>();
  readonly users = new Map<string, UserRecord>();
  readonly markers = new Map<string, ProcessingMarker>();
  /** Credit claims by idempotency key (the pledge id): cents credited. */
  readonly credits = new Map<string, number>();
  readonly webhookEvents = new Set<string>();
  /** The time writes stamp (ISO); a test moves it to age a claim. */
  now = () => new Date().toISOString();

  addPledge(pledge: Partial<PledgeRecord> & Pick<PledgeRecord, 'pledgeId'>): this {
    this.pledges.set(pledge.pledgeId, pledge as PledgeRecord);
    return this;
  }

  addParticipant(participant: Partial<ParticipantRecord> & Pick<ParticipantRecord, 'participantId'>): this {
    this.participants.set(participant.participantId, participant as ParticipantRecord);
    return this;
  }

  addEvent(event: Partial<EventRecord> & Pick<EventRecord, 'eventId'>): this {
    this.events.set(event.eventId, event as EventRecord);
    return this;
  }

  addOrganization(
    organization: Partial<OrganizationRecord> & Pick<OrganizationRecord, 'organizationId'>,
  ): this {
    this.organizations.set(organization.organizationId, organization as OrganizationRecord);
    return this;
  }

  addUser(user: Partial<UserRecord> & Pick<UserRecord, 'userId'>): this {
    this.users.set(user.userId, user as UserRecord);
    return this;
  }

  pledge(pledgeId: string): PledgeRecord {
    const pledge = this.pledges.get(pledgeId);
    if (!pledge) throw new Error(`no pledge ${pledgeId}`);
    return pledge;
  }

  event(eventId: string): EventRecord {
    const event = this.events.get(eventId);
    if (!event) throw new Error(`no event ${eventId}`);
    return event;
  }

  participant(participantId: string): ParticipantRecord {
    const participant = this.participants.get(participantId);
    if (!participant) throw new Error(`no participant ${participantId}`);
    return participant;
  }

  private patch(pledgeId: string, changes: Partial<PledgeRecord>): PledgeRecord {
    const next = { ...this.pledge(pledgeId), ...changes };
    this.pledges.set(pledgeId, next);
    return next;
  }

  private addToParticipant(participantId: string, raised: number, pledged: number) {
    const participant = this.participant(participantId);
    this.participants.set(participantId, {
      ...participant,
      raisedCents: (participant.raisedCents ?? 0) + raised,
      pledgedCents: (participant.pledgedCents ?? 0) + pledged,
    });
  }

  private refundedAsRead(pledge: PledgeRecord): boolean {
    return this.pledges.get(pledge.pledgeId)?.refundedCents === pledge.refundedCents;
  }

  // PledgeReads
  getPledge = (pledgeId: string) => Promise.resolve(copy(this.pledges.get(pledgeId)));
  listPledgesOfEvent = (eventId: string) =>
    Promise.resolve(
      [...this.pledges.values()]
        .filter((pledge) => pledge.eventId === eventId)
        .map((pledge) => structuredClone(pledge)),
    );
  listPledgesOfParticipant = (participantId: string) =>
    Promise.resolve(
      [...this.pledges.values()]
        .filter((pledge) => pledge.participantId === participantId)
        .map((pledge) => structuredClone(pledge)),
    );

  // ThonReads
  getEvent = (eventId: string) => Promise.resolve(copy(this.events.get(eventId)));
  getParticipant = (participantId: string) => Promise.resolve(copy(this.participants.get(participantId)));
  getOrganization = (organizationId: string) => Promise.resolve(copy(this.organizations.get(organizationId)));
  getUser = (userId: string) => Promise.resolve(copy(this.users.get(userId)));
  /** A franchisee team leader's Thons: `assignments` holds them by user. */
  readonly assignments = new Map<string, { eventId: string; franchiseId: string }[]>();
  listAssignedThons = (userId: string) => Promise.resolve([...(this.assignments.get(userId) ?? [])]);
  changeEventStatus = (eventId: string, from: EventRecord['status'], to: EventRecord['status']) => {
    const event = this.events.get(eventId);
    if (event?.status !== from) return Promise.resolve(false);
    this.events.set(eventId, { ...event, status: to });
    return Promise.resolve(true);
  };

  // ChargeStore
  readChargeContext = (keys: { participantId: string; eventId: string; organizationId: string }) =>
    Promise.resolve({
      participant: copy(this.participants.get(keys.participantId)),
      event: copy(this.events.get(keys.eventId)),
      organization: copy(this.organizations.get(keys.organizationId)),
    });

  claimCharge = (pledgeId: string, attempt: number, at = this.now()) => {
    if (this.pledges.get(pledgeId)?.status !== 'Scheduled') return Promise.resolve(undefined);
    return Promise.resolve(
      structuredClone(
        this.patch(pledgeId, { status: 'Charging', attempt, attemptStartedAt: at, updatedAt: at }),
      ),
    );
  };

  writeCharged: ChargeStore['writeCharged'] = (input) => {
    const { pledgeId, participantId } = input.pledge;
    const result = outcome([
      ['stillCharging', this.pledges.get(pledgeId)?.status === 'Charging'],
      ...(input.withCredit
        ? ([
            ['firstCredit', !this.credits.has(pledgeId)],
            ['participantExists', this.participants.has(participantId)],
          ] as Refusals<'firstCredit' | 'participantExists'>)
        : []),
    ]);
    if (result.written) {
      this.patch(pledgeId, {
        status: 'Charged',
        settledCents: input.settledCents,
        chargedCents: input.chargedCents,
        paymentIntentId: input.paymentIntentId,
        updatedAt: this.now(),
      });
      if (input.withCredit) {
        this.credits.set(pledgeId, input.settledCents);
        this.addToParticipant(participantId, input.settledCents, -input.estimateCents);
      }
    }
    return Promise.resolve(result);
  };

  writeUnpaid: ChargeStore['writeUnpaid'] = (input) => {
    const { pledge, to } = input;
    const lowersPledged = to === 'BelowMinimum' && input.estimateCents !== 0;
    const result = outcome<'asRead' | 'participantExists'>([
      ['asRead', this.pledges.get(pledge.pledgeId)?.status === input.from],
      ...(lowersPledged
        ? ([
            ['participantExists', this.participants.has(pledge.participantId)],
          ] as Refusals<'participantExists'>)
        : []),
    ]);
    if (result.written) {
      this.patch(pledge.pledgeId, {
        status: to,
        updatedAt: this.now(),
        ...(input.settledCents === undefined ? {} : { settledCents: input.settledCents }),
        ...(input.failureCode ? { failureCode: input.failureCode } : {}),
        ...(input.manageTokenHash ? { manageTokenHash: input.manageTokenHash } : {}),
      });
      if (lowersPledged) this.addToParticipant(pledge.participantId, 0, -input.estimateCents);
    }
    return Promise.resolve(result);
  };

  holdForReview = (pledge: Pick<PledgeRecord, 'pledgeId' | 'attempt'>) => {
    const stored = this.pledges.get(pledge.pledgeId);
    if (stored?.status !== 'Charging' || stored.attempt !== (pledge.attempt ?? 0))
      return Promise.resolve(false);
    this.patch(pledge.pledgeId, { status: 'NeedsReview', updatedAt: this.now() });
    return Promise.resolve(true);
  };

  rescheduleCharge = (pledge: Pick<PledgeRecord, 'pledgeId' | 'status' | 'attempt'>) => {
    const stored = this.pledges.get(pledge.pledgeId);
    if (stored?.status !== pledge.status || stored.attempt !== pledge.attempt) return Promise.resolve(false);
    this.patch(pledge.pledgeId, { status: 'Scheduled', updatedAt: this.now() });
    return Promise.resolve(true);
  };

  // ProcessingMarkers
  putProcessingMarker = (marker: ProcessingMarker) => {
    this.markers.set(marker.key, { ...marker });
    return Promise.resolve();
  };
  listProcessingMarkers = () => Promise.resolve([...this.markers.values()].map((marker) => ({ ...marker })));
  removeProcessingMarker = (key: string) => {
    this.markers.delete(key);
    return Promise.resolve();
  };
  markUnitsFinal = (participantId: string, eventId: string) => {
    const participant = this.participants.get(participantId);
    if (participant?.eventId !== eventId) return Promise.resolve(false);
    this.participants.set(participantId, { ...participant, unitsFinal: true });
    return Promise.resolve(true);
  };

  // RefundStore
  claimRefund = (pledge: PledgeRecord, claimId: string) => {
    const stored = this.pledges.get(pledge.pledgeId);
    if (stored?.status !== 'Charged' || !this.refundedAsRead(pledge) || stored.refundClaimId !== undefined) {
      return Promise.resolve(false);
    }
    this.patch(pledge.pledgeId, { refundClaimId: claimId, refundClaimedAt: this.now() });
    return Promise.resolve(true);
  };

  releaseRefundClaim = (pledgeId: string, claimId: string) => {
    const stored = this.pledges.get(pledgeId);
    if (stored?.refundClaimId !== claimId) return Promise.resolve(false);
    const { refundClaimId: _claim, refundClaimedAt: _at, ...rest } = stored;
    this.pledges.set(pledgeId, rest as PledgeRecord);
    return Promise.resolve(true);
  };

  settleRefund: RefundStore['settleRefund'] = (input) => {
    const { pledge } = input;
    const stored = this.pledges.get(pledge.pledgeId);
    const result = outcome<'claimHeld'>([
      [
        'claimHeld',
        stored?.refundClaimId === input.claimId && stored.status === 'Charged' && this.refundedAsRead(pledge),
      ],
    ]);
    if (result.written && stored) {
      const { refundClaimId: _claim, refundClaimedAt: _at, ...rest } = stored;
      this.pledges.set(pledge.pledgeId, {
        ...(rest as PledgeRecord),
        refundedCents: (pledge.refundedCents ?? 0) + input.refundedCents,
        ...(input.full ? { status: 'Refunded' as const } : {}),
      });
      if (input.raisedDeltaCents > 0) this.addToParticipant(pledge.participantId, -input.raisedDeltaCents, 0);
    }
    return Promise.resolve(result);
  };

  writeRefund: RefundStore['writeRefund'] = (input) => {
    const { pledge } = input;
    const stored = this.pledges.get(pledge.pledgeId);
    const result = outcome<'refundAsRead'>([
      ['refundAsRead', stored?.status === 'Charged' && this.refundedAsRead(pledge)],
    ]);
    if (result.written) {
      this.patch(pledge.pledgeId, {
        refundedCents: (pledge.refundedCents ?? 0) + input.refundedCents,
        ...(input.full ? { status: 'Refunded' as const } : {}),
      });
      this.addToParticipant(pledge.participantId, -input.raisedDeltaCents, 0);
    }
    return Promise.resolve(result);
  };

  writeDisputed: RefundStore['writeDisputed'] = (input) => {
    const { pledge } = input;
    const stored = this.pledges.get(pledge.pledgeId);
    const result = outcome<'firstDelivery' | 'chargedAsRead'>([
      ['firstDelivery', !this.webhookEvents.has(input.webhookEventId)],
      ['chargedAsRead', stored?.status === 'Charged' && this.refundedAsRead(pledge)],
    ]);
    if (result.written) {
      this.webhookEvents.add(input.webhookEventId);
      this.patch(pledge.pledgeId, { status: 'Disputed', disputedAt: this.now() });
      if (input.raisedDeltaCents > 0) this.addToParticipant(pledge.participantId, -input.raisedDeltaCents, 0);
    }
    return Promise.resolve(result);
  };

  markDisputed = (pledgeId: string) => {
    if (!this.pledges.has(pledgeId)) return Promise.resolve(false);
    this.patch(pledgeId, { disputedAt: this.now() });
    return Promise.resolve(true);
  };

  webhookEventSeen = (eventId: string) => Promise.resolve(this.webhookEvents.has(eventId));
  recordWebhookEvent = (eventId: string) => {
    this.webhookEvents.add(eventId);
    return Promise.resolve();
  };
}
