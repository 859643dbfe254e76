// Events and their codes.
import type { EntityItem } from 'electrodb';
import type { eventEntity } from '../entities/event';
import { storedDirectFranchise } from '../stored-values/franchises';
import { thon } from '../thon-service';
import { auditEntryWrite, cursorFits, type AuditEntryRecord } from './audit-log-repository';
import { batchGetAll } from './batch-get';
import {
  backOff,
  isConditionFailure,
  unlessConditionFails,
  writeNamed,
  type TransactionEntities,
  type WriteOutcome,
} from './write-transaction';

export type { TransactionEntities } from './write-transaction';

export type EventRecord = EntityItem<typeof eventEntity>;
export type NewEvent = Omit<EventRecord, 'createdAt' | 'allEvents'>;

/** gsi4's one partition: every Thon, by start date. */
const allEventsPartition = 'events';

/**
 * The event as written: every new event joins gsi4 and its franchise's gsi3 partition (`direct`
 * when it has none), so the console's lists never miss one.
 */
function storedEvent(event: NewEvent, createdAt: string): EventRecord {
  return {
    ...event,
    franchiseId: event.franchiseId ?? storedDirectFranchise,
    isTest: event.isTest ?? false,
    allEvents: allEventsPartition,
    createdAt,
  };
}

/** Writes the event and claims its code in one transaction; a taken code writes nothing. */
export function createEvent(event: NewEvent): Promise<WriteOutcome<'event' | 'eventCode'>> {
  const createdAt = new Date().toISOString();
  return writeNamed(({ event: events, eventCodeClaim }) => ({
    event: events.create(storedEvent(event, createdAt)).commit(),
    eventCode: eventCodeClaim.create({ eventCode: event.eventCode, eventId: event.eventId }).commit(),
  }));
}

/**
 * A ConditionCheck, for a write transaction, that the event exists and its status is one of
 * `statuses`: the lifecycle rule holds inside the write itself (a status change between a read
 * and the write cancels the transaction), not read-then-write. Use:
 * `writeNamed((entities) => ({ eventOpen: eventStatusCheck(entities, id, unitsOpenStatuses), ... }))`
 * and name the item (e.g. eventOpen) so a refusal says so. A transaction may touch the event item only
 * once: one that also ADDs to participantCount uses countParticipantsIfStatus instead.
 */
export function eventStatusCheck(
  { event }: TransactionEntities,
  eventId: string,
  statuses: readonly EventRecord['status'][],
) {
  return event
    .check({ eventId })
    .where(({ status }, { eq }) => statuses.map((allowed) => eq(status, allowed)).join(' OR '))
    .commit();
}

/**
 * ADD `count` to the event's participantCount inside a write transaction, only while its status is
 * one of `statuses`. A transaction may touch the event item once: use this instead of
 * eventStatusCheck when the transaction also counts a participant create.
 */
export function countParticipantsIfStatus(
  { event }: TransactionEntities,
  eventId: string,
  count: number,
  statuses: readonly EventRecord['status'][],
) {
  return event
    .patch({ eventId })
    .add({ participantCount: count })
    .where(({ status }, { eq }) => statuses.map((allowed) => eq(status, allowed)).join(' OR '))
    .commit();
}

/** One GetItem on the code's claim item. */
export async function findEventIdByCode(eventCode: string): Promise<string | undefined> {
  const { data } = await thon().entities.eventCodeClaim.get({ eventCode }).go();
  return data?.eventId;
}

export async function getEvent(eventId: string): Promise<EventRecord | undefined> {
  const { data } = await thon().entities.event.get({ eventId }).go();
  return data ?? undefined;
}

/** Several events by id (one BatchGetItem per 100 ids); unknown ids are left out. */
export async function getEvents(eventIds: readonly string[]): Promise<EventRecord[]> {
  const distinct = [...new Set(eventIds)];
  if (distinct.length === 0) return [];
  return batchGetAll(
    distinct.map((eventId) => ({ eventId })),
    (keys) => thon().entities.event.get(keys).go(),
  );
}

/**
 * Creates the organization and the event and claims the event code, with the creation's audit
 * entry: all or nothing.
 */
export async function createEventWithOrganization(
  event: NewEvent,
  organization: {
    name: string;
    organizationType: string;
    schoolLevel?: string;
    city?: string;
    state?: string;
    zip?: string;
    franchiseId?: string;
  },
  audit?: AuditEntryRecord,
): Promise<WriteOutcome<'eventCode' | 'event' | 'organization' | 'audit'>> {
  const createdAt = new Date().toISOString();
  return writeNamed<'eventCode' | 'event' | 'organization' | 'audit'>((entities) => ({
    eventCode: entities.eventCodeClaim
      .create({ eventCode: event.eventCode, eventId: event.eventId })
      .commit(),
    event: entities.event.create(storedEvent(event, createdAt)).commit(),
    organization: entities.organization
      .create({ ...organization, organizationId: event.organizationId, createdAt })
      .commit(),
    ...(audit ? { audit: auditEntryWrite(entities, audit) } : {}),
  }));
}

/**
 * Creates the event of an existing organization and claims its code, only while the organization
 * still belongs to `franchiseId` (absent: none): a move between the read and the write would
 * otherwise file the Thon under the franchise it left. A refused `organization` means it moved. The
 * creation's audit entry is written in the same transaction.
 */
export function createEventOfOrganization(
  event: NewEvent,
  franchiseId: string | undefined,
  audit?: AuditEntryRecord,
): Promise<WriteOutcome<'eventCode' | 'event' | 'organization' | 'audit'>> {
  const createdAt = new Date().toISOString();
  return writeNamed<'eventCode' | 'event' | 'organization' | 'audit'>((entities) => ({
    eventCode: entities.eventCodeClaim
      .create({ eventCode: event.eventCode, eventId: event.eventId })
      .commit(),
    event: entities.event.create(storedEvent(event, createdAt)).commit(),
    organization: entities.organization
      .check({ organizationId: event.organizationId })
      .where((attributes, { eq, notExists }) =>
        franchiseId === undefined
          ? notExists(attributes.franchiseId)
          : eq(attributes.franchiseId, franchiseId),
      )
      .commit(),
    ...(audit ? { audit: auditEntryWrite(entities, audit) } : {}),
  }));
}

export type EventChanges = Partial<
  Pick<
    EventRecord,
    | 'status'
    | 'name'
    | 'startDate'
    | 'endDate'
    | 'timeZone'
    | 'unitName'
    | 'goal'
    | 'minUnits'
    | 'maxUnits'
    | 'videoUrl'
  >
>;

/**
 * Applies the changes only while the event is in one of `statuses` and answers the event as
 * stored afterwards (ALL_NEW: no second read); undefined when its status had moved on.
 */
export async function updateEvent(
  eventId: string,
  changes: EventChanges,
  statuses: readonly EventRecord['status'][],
): Promise<EventRecord | undefined> {
  try {
    const { data } = await thon()
      .entities.event.patch({ eventId })
      .set(changes)
      .where(({ status }, { eq }) => statuses.map((allowed) => eq(status, allowed)).join(' OR '))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Moves the status only if it is still `from`: two concurrent changes cannot both apply. False
 * when it had moved on.
 */
export async function changeEventStatus(
  eventId: string,
  from: EventRecord['status'],
  to: EventRecord['status'],
): Promise<boolean> {
  return (await updateEvent(eventId, { status: to }, [from])) !== undefined;
}

/**
 * Repairs participantCount to `count` (a fresh count of the participants) only if it still holds
 * `expected` (undefined: absent) and the status is one of `statuses`: a participant created since
 * `expected` was read changed the count with its ADD, so this stale repair is dropped (false).
 */
export async function repairParticipantCount(
  eventId: string,
  count: number,
  expected: number | undefined,
  statuses: readonly EventRecord['status'][],
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.event.patch({ eventId })
      .set({ participantCount: count })
      .where(({ participantCount, status }, { eq, notExists }) => {
        const unchanged =
          expected === undefined ? notExists(participantCount) : eq(participantCount, expected);
        return `${unchanged} AND (${statuses.map((allowed) => eq(status, allowed)).join(' OR ')})`;
      })
      .go(),
  );
}

/** The Thons an organizer created, newest start date first: one Query on gsi2 (all pages). */
export async function listEventsOfOrganizer(organizerUserId: string): Promise<EventRecord[]> {
  const { data } = await thon()
    .entities.event.query.byOrganizer({ organizerUserId })
    .go({ pages: 'all', order: 'desc' });
  return data;
}

/** A date range of start dates (YYYY-MM-DD, both ends included) and a page of a list Query. */
export interface EventListPage {
  fromDate?: string;
  toDate?: string;
  cursor?: string;
  limit?: number;
}

/** A page of events, or `bad-cursor` when the cursor is not one this Query handed out. */
export type EventPage = { items: EventRecord[]; cursor?: string } | 'bad-cursor';

const defaultEventPageSize = 50;

/** The calendar day after a YYYY-MM-DD date: the exclusive end of an inclusive range. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

type EventIndexQuery =
  | ReturnType<ReturnType<typeof thon>['entities']['event']['query']['byFranchise']>
  | ReturnType<ReturnType<typeof thon>['entities']['event']['query']['allThons']>;

/**
 * One Query of an index by start date, narrowed to the range in the key condition. The sort key is
 * startDate#eventId, so the range ends just before the day after `toDate` (every id of `toDate`
 * sorts after the bare date). The cursor must name this Query's partition (see cursorFits).
 */
async function pageOfEvents(
  index: EventIndexQuery,
  partitionField: 'gsi3pk' | 'gsi4pk',
  page: EventListPage,
): Promise<EventPage> {
  const lowest = page.fromDate ?? '0000-01-01';
  const query =
    page.toDate === undefined
      ? index.gte({ startDate: lowest })
      : index.between({ startDate: lowest }, { startDate: dayAfter(page.toDate) });
  if (
    page.cursor !== undefined &&
    !cursorFits(page.cursor, partitionField, query.params().ExpressionAttributeValues[':pk'])
  ) {
    return 'bad-cursor';
  }
  const { data, cursor } = await query.go({
    limit: page.limit ?? defaultEventPageSize,
    cursor: page.cursor ?? null,
  });
  return { items: data, ...(cursor ? { cursor } : {}) };
}

/**
 * A franchise's Thons (`direct`: those of no franchise) by start date, one Query of gsi3. Events
 * written before Thons carried a franchise have no gsi3 keys and are not listed.
 */
export function listEventsOfFranchise(franchiseId: string, page: EventListPage = {}): Promise<EventPage> {
  return pageOfEvents(thon().entities.event.query.byFranchise({ franchiseId }), 'gsi3pk', page);
}

/** Every Thon by start date, one Query of gsi4 (older events without its keys are not listed). */
export function listAllEvents(page: EventListPage = {}): Promise<EventPage> {
  return pageOfEvents(
    thon().entities.event.query.allThons({ allEvents: allEventsPartition }),
    'gsi4pk',
    page,
  );
}

/** The event, its teams and its participants in one Query on gsi1 (collection eventPage). */
export async function getEventPageItems(eventId: string) {
  const { data } = await thon().collections.eventPage({ eventId }).go({ pages: 'all' });
  return data;
}

/** Rounds of a settings change cancelled by concurrent transactions before it gives up. */
const settingsConflictRounds = 3;

export type PledgeSettingChanges = Partial<
  Pick<EventRecord, 'commissionPercent' | 'initialPledgeMinimumCents' | 'oneTimeGiftMinimumCents'>
>;

/**
 * Sets the event's pledge settings only while its status is one of `statuses`, with the change's
 * audit entry in the same transaction (both land or neither), answering the event as stored
 * afterwards; undefined when its status had moved on (or it is unknown). A transaction cancelled by
 * a concurrent one is tried again, then answered `concurrent`.
 */
export async function updatePledgeSettings(
  eventId: string,
  changes: PledgeSettingChanges,
  statuses: readonly EventRecord['status'][],
  audit: AuditEntryRecord | undefined,
): Promise<EventRecord | 'concurrent' | undefined> {
  for (let round = 0; ; round++) {
    const outcome = await writeNamed<'event' | 'audit'>((entities) => ({
      event: entities.event
        .patch({ eventId })
        .set(changes)
        .where(({ status }, { eq }) => statuses.map((allowed) => eq(status, allowed)).join(' OR '))
        .commit(),
      ...(audit ? { audit: auditEntryWrite(entities, audit) } : {}),
    }));
    if (outcome.written) {
      const { data } = await thon().entities.event.get({ eventId }).go({ consistent: true });
      return data ?? undefined;
    }
    if (outcome.refused.size > 0) return undefined;
    if (round + 1 >= settingsConflictRounds) return 'concurrent';
    await backOff(round);
  }
}
