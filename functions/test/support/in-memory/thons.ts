// In-memory organizer's-Thon stores (domain/events/ports.ts ThonStore, EventReads, EventRosterReads),
// answering as the DynamoDB writes do: a new Thon, its organization and its code claim are written
// together or not at all (a taken code refuses 'eventCode'); an edit or a status move holds only
// while the status is one the caller read. A creation's audit entry is kept with it.
import type { AuditEntryRecord } from '../../../src/data/repositories/audit-log-repository';
import type { EventListPage, EventRecord } from '../../../src/data/repositories/events-repository';
import type { OrganizationRecord } from '../../../src/data/repositories/organizations-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { WriteOutcome } from '../../../src/data/repositories/write-transaction';
import type { EventReads, EventRosterReads, ThonStore } from '../../../src/domain/events/ports';

export class Thons implements ThonStore, EventReads, EventRosterReads {
  readonly events = new Map<string, EventRecord>();
  readonly organizations = new Map<string, OrganizationRecord>();
  readonly participants: ParticipantRecord[] = [];
  /** The audit entries written with the creations, in order. */
  readonly auditEntries: AuditEntryRecord[] = [];
  /** Set by a test: how many of the next creations find their drawn event code taken. */
  codesTaken = 0;
  /** Set by a test: runs just before a status move (another request's change in between). */
  beforeStatusChange: () => void = () => undefined;

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

  addParticipant(
    participant: Partial<ParticipantRecord> & Pick<ParticipantRecord, 'participantId' | 'eventId'>,
  ): this {
    this.participants.push(participant as ParticipantRecord);
    return this;
  }

  setEvent(eventId: string, changes: Partial<EventRecord>): void {
    const event = this.events.get(eventId);
    if (event) this.events.set(eventId, { ...event, ...changes });
  }

  getEvent = (eventId: string) => Promise.resolve(this.events.get(eventId));
  getOrganization = (organizationId: string) => Promise.resolve(this.organizations.get(organizationId));
  listParticipantsOfEvent = (eventId: string) =>
    Promise.resolve(this.participants.filter((participant) => participant.eventId === eventId));
  listEventsOfOrganizer = (organizerUserId: string) =>
    Promise.resolve(
      [...this.events.values()]
        .filter((event) => event.organizerUserId === organizerUserId)
        .sort((a, b) => b.startDate.localeCompare(a.startDate)),
    );

  createEventWithOrganization = (
    event: Omit<EventRecord, 'createdAt'>,
    organization: { name: string; organizationType: string },
    audit?: AuditEntryRecord,
  ): Promise<WriteOutcome<'eventCode' | 'event' | 'organization' | 'audit'>> => {
    if (this.codesTaken > 0) {
      this.codesTaken -= 1;
      return Promise.resolve({ written: false, refused: new Set(['eventCode'] as const) });
    }
    this.events.set(event.eventId, { ...event, createdAt: 'now' });
    if (audit) this.auditEntries.push(audit);
    this.organizations.set(event.organizationId, {
      ...organization,
      organizationId: event.organizationId,
    } as OrganizationRecord);
    return Promise.resolve({ written: true });
  };

  /** Written only while the organization still has `franchiseId` (absent: none), as the transaction's check. */
  createEventOfOrganization = (
    event: Omit<EventRecord, 'createdAt' | 'allEvents'>,
    franchiseId: string | undefined,
    audit?: AuditEntryRecord,
  ): Promise<WriteOutcome<'eventCode' | 'event' | 'organization' | 'audit'>> => {
    if (this.codesTaken > 0) {
      this.codesTaken -= 1;
      return Promise.resolve({ written: false, refused: new Set(['eventCode'] as const) });
    }
    const organization = this.organizations.get(event.organizationId);
    if (!organization || organization.franchiseId !== franchiseId) {
      return Promise.resolve({ written: false, refused: new Set(['organization'] as const) });
    }
    this.events.set(event.eventId, { ...event, createdAt: 'now' });
    if (audit) this.auditEntries.push(audit);
    return Promise.resolve({ written: true });
  };

  /** By start date then id, as the index's sort key; the cursor is the last id of the page. */
  private pageOf(events: EventRecord[], page: EventListPage) {
    const inRange = events
      .filter(
        (event) =>
          (page.fromDate === undefined || event.startDate >= page.fromDate) &&
          (page.toDate === undefined || event.startDate <= page.toDate),
      )
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.eventId.localeCompare(b.eventId));
    const start = page.cursor === undefined ? 0 : inRange.findIndex((e) => e.eventId === page.cursor) + 1;
    if (page.cursor !== undefined && start === 0) return Promise.resolve('bad-cursor' as const);
    const limit = page.limit ?? 50;
    const items = inRange.slice(start, start + limit);
    const more = start + limit < inRange.length;
    return Promise.resolve({ items, ...(more ? { cursor: items.at(-1)?.eventId } : {}) });
  }

  listEventsOfFranchise = (franchiseId: string, page: EventListPage = {}) =>
    this.pageOf(
      [...this.events.values()].filter((event) => event.franchiseId === franchiseId),
      page,
    );

  listAllEvents = (page: EventListPage = {}) =>
    this.pageOf(
      [...this.events.values()].filter((event) => event.franchiseId !== undefined),
      page,
    );

  updateEvent = (
    eventId: string,
    changes: Partial<EventRecord>,
    statuses: readonly EventRecord['status'][],
  ): Promise<EventRecord | undefined> => {
    const event = this.events.get(eventId);
    if (!event || !statuses.includes(event.status)) return Promise.resolve(undefined);
    const updated = { ...event, ...changes };
    this.events.set(eventId, updated);
    return Promise.resolve(updated);
  };

  changeEventStatus = async (eventId: string, from: EventRecord['status'], to: EventRecord['status']) => {
    this.beforeStatusChange();
    return (await this.updateEvent(eventId, { status: to }, [from])) !== undefined;
  };
}
