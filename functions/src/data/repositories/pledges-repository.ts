// Pledges: written with their participant's totals in one transaction, so totals and pledges never
// disagree. Hot items: a participant's item takes every pledge to that participant; the event item
// is never written by a pledge (an event-day rush on one event would cancel transactions on it),
// the event page sums participants instead.
import type { EntityItem } from 'electrodb';
import type { pledgeEntity } from '../entities/pledge';
import type { ParticipantRecord } from './participants-repository';
import type { VisitRecord } from './visits-repository';
import { thon } from '../thon-service';
import type { CardSlotKind } from './card-attempts-repository';
import { batchGetAll } from './batch-get';
import {
  unlessConditionFails,
  writeNamed,
  type TransactionEntities,
  type WriteOutcome,
} from './write-transaction';

export type PledgeRecord = EntityItem<typeof pledgeEntity>;
export type NewPledge = Omit<PledgeRecord, 'createdAt' | 'updatedAt'>;

/** A fixed window of pledge attempts (card-testing protection) as read before calling the provider. */
export interface PledgeWindow {
  attempts: number;
  /** Card attempts in flight or declined. */
  declines: number;
  /** Card attempts solved captchas bought and not yet used, and bought in all. */
  captchaRoom: number;
  captchaGranted: number;
}

export interface PledgeContext {
  participant?: ParticipantRecord;
  /** The pledge this idempotency key already made, if any. */
  existing?: PledgeRecord;
  visit?: VisitRecord;
  client: PledgeWindow;
  participantWindow: PledgeWindow;
}

export interface WindowKey {
  subject: string;
  windowStart: number;
}

const windowOf = (item: Partial<PledgeWindow> | null | undefined): PledgeWindow => ({
  attempts: item?.attempts ?? 0,
  declines: item?.declines ?? 0,
  captchaRoom: item?.captchaRoom ?? 0,
  captchaGranted: item?.captchaGranted ?? 0,
});

/**
 * Everything CreatePledge must know before it may call the provider, in ONE TransactGetItems: the
 * participant, the pledge of this idempotency key, the visit and both attempt windows.
 */
export async function readPledgeContext(keys: {
  participantId: string;
  pledgeId: string;
  visitId?: string;
  client: WindowKey;
  participantWindow: WindowKey;
}): Promise<PledgeContext> {
  const { data } = await thon()
    .transaction.get(({ participant, pledge, visit, attemptWindow }) => [
      participant.get({ participantId: keys.participantId }).commit(),
      pledge.get({ pledgeId: keys.pledgeId }).commit(),
      attemptWindow.get(keys.client).commit(),
      attemptWindow.get(keys.participantWindow).commit(),
      // A visit id must be non-empty to be a key; an absent one reads a key that cannot exist.
      visit.get({ visitId: keys.visitId || '-' }).commit(),
    ])
    .go();
  const [participant, existing, client, participantWindow, visit] = data;
  return {
    participant: participant?.item ?? undefined,
    existing: existing?.item ?? undefined,
    visit: visit?.item ?? undefined,
    client: windowOf(client?.item),
    participantWindow: windowOf(participantWindow?.item),
  };
}

export interface WindowLimit extends WindowKey {
  expiresAt: number;
  maxAttempts: number;
  /** The card attempt reserved before the provider was asked, given back by this same write. */
  giveBack?: CardSlotKind;
}

/**
 * ADD 1 attempt to a window inside the pledge's transaction, only below its limit, giving back the
 * card attempt the pledge reserved (a card taken is not a decline).
 */
function countAttempt({ attemptWindow }: TransactionEntities, limit: WindowLimit) {
  const { subject, windowStart, expiresAt, maxAttempts, giveBack } = limit;
  return attemptWindow
    .upsert({ subject, windowStart, expiresAt })
    .add({
      attempts: 1,
      ...(giveBack === 'free' ? { declines: -1 } : giveBack === 'captcha' ? { captchaRoom: 1 } : {}),
    })
    .where(({ attempts }, { notExists, lt }) => `${notExists(attempts)} OR ${lt(attempts, maxAttempts)}`)
    .commit();
}

export type PledgeWriteName =
  'newPledge' | 'participantUnchanged' | 'firstCredit' | 'clientBelowLimit' | 'participantBelowLimit';

/**
 * Writes a new pledge in one TransactWriteItems: the pledge (only if its id is new), the donor's
 * link, the participant's totals (pledgedCents for a per-unit estimate, raisedCents with its credit
 * claim for money received) conditioned on the participant's units being those the estimate used,
 * and one attempt in each window (only below its limit).
 */
export function writeNewPledge(input: {
  pledge: NewPledge;
  /** The participant's units the estimate was computed from (undefined: none recorded). */
  unitsRead: number | undefined;
  /** What the pledge adds to pledgedCents: rate x min(units, cap) for an active per-unit pledge. */
  estimateCents: number;
  raisedCents: number;
  client?: WindowLimit;
  participantWindow?: WindowLimit;
}): Promise<WriteOutcome<PledgeWriteName>> {
  const { pledge, unitsRead, estimateCents, raisedCents } = input;
  const createdAt = new Date().toISOString();
  const { participantId, eventId, pledgeId } = pledge;
  return writeNamed<PledgeWriteName>((entities) => ({
    newPledge: entities.pledge.create({ ...pledge, createdAt }).commit(),
    ...(pledge.donorEmail
      ? {
          donorLink: entities.donorPledge
            .put({ donorEmail: pledge.donorEmail, pledgeId, createdAt })
            .commit(),
        }
      : {}),
    participantUnchanged: entities.participant
      .patch({ participantId })
      .add({ pledgedCents: estimateCents, raisedCents, pledgeVersion: 1 })
      .where((participant, { eq, notExists }) =>
        [
          eq(participant.eventId, eventId),
          unitsRead === undefined ? notExists(participant.units) : eq(participant.units, unitsRead),
        ].join(' AND '),
      )
      .commit(),
    ...(raisedCents > 0
      ? {
          firstCredit: entities.creditClaim
            .create({ idempotencyKey: pledgeId, participantId, cents: raisedCents, createdAt })
            .commit(),
        }
      : {}),
    ...(input.client ? { clientBelowLimit: countAttempt(entities, input.client) } : {}),
    ...(input.participantWindow
      ? { participantBelowLimit: countAttempt(entities, input.participantWindow) }
      : {}),
  }));
}

export type PledgeChangeName = 'pledgeUnchanged' | 'participantUnchanged';

/**
 * Changes a pledge and moves its participant's pledgedCents by `estimateDelta` (its contribution
 * at the current units after, less before) in one transaction: the pledge only if its status, rate
 * and cap are those read (no lost update between two edits), the participant only if its units
 * are those the delta used.
 */
export function writePledgeChange(input: {
  before: PledgeRecord;
  changes: Partial<
    Pick<
      PledgeRecord,
      | 'status'
      | 'amountCents'
      | 'capUnits'
      | 'shownMaxUnits'
      | 'manageTokenHash'
      | 'coverExpense'
      | 'paymentMethodId'
      | 'setupIntentId'
      | 'cardLast4'
      | 'customerId'
    >
  >;
  removeCap?: boolean;
  estimateDelta: number;
  unitsRead: number | undefined;
}): Promise<WriteOutcome<PledgeChangeName>> {
  const { before, changes, unitsRead, estimateDelta } = input;
  const updatedAt = new Date().toISOString();
  return writeNamed<PledgeChangeName>((entities) => {
    const set = entities.pledge.patch({ pledgeId: before.pledgeId }).set({ ...changes, updatedAt });
    const update = input.removeCap ? set.remove(['capUnits']) : set;
    return {
      pledgeUnchanged: update
        .where((pledge, { eq, notExists }) =>
          [
            eq(pledge.status, before.status),
            eq(pledge.amountCents, before.amountCents),
            before.capUnits === undefined ? notExists(pledge.capUnits) : eq(pledge.capUnits, before.capUnits),
          ].join(' AND '),
        )
        .commit(),
      ...(estimateDelta !== 0
        ? {
            participantUnchanged: entities.participant
              .patch({ participantId: before.participantId })
              .add({ pledgedCents: estimateDelta, pledgeVersion: 1 })
              .where((participant, { eq, notExists }) =>
                unitsRead === undefined ? notExists(participant.units) : eq(participant.units, unitsRead),
              )
              .commit(),
          }
        : {}),
    };
  });
}

/**
 * Replaces the manage link's token hash, only if it is still the one the caller read: of two
 * declines at once, one replaces it (and emails the new link). False when it had moved.
 */
export function replaceManageToken(pledgeId: string, readHash: string, newHash: string): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.pledge.patch({ pledgeId })
      .set({ manageTokenHash: newHash, updatedAt: new Date().toISOString() })
      .where((pledge, { eq }) => eq(pledge.manageTokenHash, readHash))
      .go(),
  );
}

export async function getPledge(pledgeId: string): Promise<PledgeRecord | undefined> {
  const { data } = await thon().entities.pledge.get({ pledgeId }).go();
  return data ?? undefined;
}

/** A participant's pledges, newest first (one Query on gsi2; `limit` for the student page). */
export async function listPledgesOfParticipant(
  participantId: string,
  limit?: number,
): Promise<PledgeRecord[]> {
  const { data } = await thon()
    .entities.pledge.query.byParticipant({ participantId })
    .go(limit === undefined ? { order: 'desc', pages: 'all' } : { order: 'desc', limit });
  return data;
}

/** An event's pledges, oldest first (one Query on gsi1, every page). */
export async function listPledgesOfEvent(eventId: string): Promise<PledgeRecord[]> {
  const { data } = await thon().entities.pledge.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

/** The pledges a donor made, by their normalized email (one Query, one BatchGet). */
export async function listPledgesOfDonor(donorEmail: string): Promise<PledgeRecord[]> {
  const { data: links } = await thon()
    .entities.donorPledge.query.byDonor({ donorEmail })
    .go({ pages: 'all' });
  if (links.length === 0) return [];
  return batchGetAll(
    links.map(({ pledgeId }) => ({ pledgeId })),
    (keys) => thon().entities.pledge.get(keys).go(),
  );
}
