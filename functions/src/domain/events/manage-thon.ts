// Organizer's Thon: create (unique event code claimed, retried on collision), edit, status moves,
// the access code list. Only the event's organizer or a super admin may change or read it.
import type { z } from 'zod';
import {
  statusChangeRefused,
  thonLocked,
  thonRangeProblems,
  type changeThonStatusRequestSchema,
  type createThonRequestSchema,
  type thonSchema,
  type updateThonRequestSchema,
} from '@thon/shared/api/schemas/events';
import {
  changedAtTheSameTime,
  organizationOutsideTerritory,
  payoutAccountBeforeLive,
  thonNotCreated,
} from '@thon/shared/catalog/messages';
import type { EventChanges, EventRecord } from '../../data/repositories/events-repository';
import { scopedCaller, type CallerScopeReads } from '../access/caller-scope';
import { canManageOrganization, directCustomer, notFoundUnless } from '../access/scope';
import type { Caller } from '../caller';
import { franchiseOfZip } from '../franchises/franchise-of-zip';
import { refuseSuspendedFranchiseThon } from '../franchises/franchise-standing';
import type { FranchiseStore } from '../franchises/ports';
import { Conflict, Failed, RuleBroken } from '../errors';
import { checkOrganizationCodes, type ReferenceCodeDeps } from '../catalog/reference-codes';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { Logger } from '../ports/logger';
import { generateAccessCode } from '../participants/access-codes';
import { eventStatusOnTheWire, storedEventStatusOf } from './event-status-wire';
import type { EventReads, EventRosterReads, ThonStore } from './ports';
import { invalidateThonPages, type ThonPagesDeps } from './public-page-cache';
import type { ThonScopeReads } from '../access/caller-scope';
import { managedEvent } from './managed-event';
import { thonAuditActor, thonCreatedAuditEntry } from './thon-audit';
import { canTransition, editableStatuses } from '@thon/shared/events/event-status';
import { startEventProcessing, type StartProcessingDeps } from '../pledges/processing/start-processing';
import type { PendingLapUnits } from '../eventday/lap-units-ports';

/**
 * A failed creation answers a plain message: the log keeps why, for whoever looks into it. The
 * territory cells give a new organization its franchise; the caller's user item a franchisee's.
 */
export type CreateThonDeps = ReferenceCodeDeps & {
  thons: Pick<ThonStore, 'createEventWithOrganization' | 'createEventOfOrganization' | 'getOrganization'>;
  franchises: Pick<FranchiseStore, 'getTerritoryCell'>;
  callers: CallerScopeReads;
  ids: Ids;
  clock: Clock;
  logger: Pick<Logger, 'error'>;
};
export type UpdateThonDeps = ThonPagesDeps & {
  events: EventReads;
  callers: ThonScopeReads;
  thons: Pick<ThonStore, 'updateEvent'>;
};
export type MyThonsDeps = { thons: Pick<ThonStore, 'listEventsOfOrganizer'> };
/** A status move reads the organization, moves the status, starts processing on completion, empties the pages. */
export type ChangeThonStatusDeps = ThonPagesDeps &
  StartProcessingDeps & {
    events: EventReads;
    callers: ThonScopeReads;
    thons: Pick<ThonStore, 'changeEventStatus' | 'getOrganization'>;
    /** A suspended franchise's Thons cannot go live. */
    franchises: Pick<FranchiseStore, 'getFranchise'>;
    /** Counted laps not yet written as units (docs/event-day.md, Laps feed units). */
    lapUnits: PendingLapUnits;
  };
export type ThonAccessCodesDeps = { events: EventReads; callers: ThonScopeReads; roster: EventRosterReads };

const codeAttempts = 5;

export function toThon(event: EventRecord): z.infer<typeof thonSchema> {
  return {
    EventId: event.eventId,
    EventCode: event.eventCode,
    Name: event.name,
    OrganizationId: event.organizationId,
    OrganizationName: event.organizationName ?? '',
    OrganizationType: event.organizationType ?? '',
    SchoolLevel: event.schoolLevel ?? null,
    City: event.city ?? null,
    State: event.state ?? null,
    Status: eventStatusOnTheWire[event.status],
    StartDate: event.startDate,
    EndDate: event.endDate,
    TimeZone: event.timeZone,
    UnitName: event.unitName,
    Goal: event.goal,
    MinUnits: event.minUnits ?? 0,
    MaxUnits: event.maxUnits ?? 0,
    ...(event.videoUrl ? { VideoUrl: event.videoUrl } : {}),
  };
}

/** The organization a new Thon belongs to, as copied onto the event (reading a Thon stays one GetItem). */
interface ThonOrganization {
  organizationId: string;
  /** Absent only on an existing organization made before franchises (a direct customer). */
  franchiseId: string | undefined;
  postalCode: string | undefined;
  fields: Pick<EventRecord, 'organizationName' | 'organizationType' | 'schoolLevel' | 'city' | 'state'>;
  /** True: the organization is written with the event; false: it exists and is only checked. */
  isNew: boolean;
}

/** The five digits of a ZIP or ZIP+4; undefined for '' or absent. */
function postalCodeOf(zip: string | undefined): string | undefined {
  return zip ? zip.slice(0, 5) : undefined;
}

/**
 * An existing organization the caller may manage (else 404 exactly as an unknown one), or a new one
 * from the form whose franchise its ZIP decides. A franchisee user may only create Thons in their
 * franchise: a new organization outside it is refused with 409 (their own input names no one else's
 * item), as CreateOrganization does.
 */
async function organizationOfThon(
  deps: CreateThonDeps,
  caller: Caller,
  request: z.infer<typeof createThonRequestSchema>,
): Promise<ThonOrganization> {
  const scoped = await scopedCaller(deps.callers, caller);
  if (request.OrganizationId !== undefined) {
    const record = await deps.thons.getOrganization(request.OrganizationId);
    notFoundUnless(
      record !== undefined &&
        canManageOrganization(scoped, { franchiseId: record.franchiseId ?? directCustomer }),
    );
    return {
      organizationId: record.organizationId,
      franchiseId: record.franchiseId,
      postalCode: postalCodeOf(record.zip),
      fields: {
        organizationName: record.name,
        organizationType: record.organizationType,
        schoolLevel: record.schoolLevel || undefined,
        city: record.city || undefined,
        state: record.state || undefined,
      },
      isNew: false,
    };
  }
  // The schema requires both without an OrganizationId.
  const organizationName = request.OrganizationName ?? '';
  const organizationType = request.OrganizationType ?? '';
  await checkOrganizationCodes(deps, { ...request, OrganizationType: organizationType });
  const postalCode = postalCodeOf(request.Zip);
  const franchiseId = postalCode
    ? ((await franchiseOfZip(deps, postalCode)) ?? directCustomer)
    : directCustomer;
  // Organizers and super admins create for any school; a franchisee user only in their territory.
  if (caller.role === 'franchisee-user' && !canManageOrganization(scoped, { franchiseId })) {
    throw new Conflict(organizationOutsideTerritory);
  }
  return {
    organizationId: deps.ids.newId(),
    franchiseId,
    postalCode,
    fields: {
      organizationName,
      organizationType,
      schoolLevel: request.SchoolLevel || undefined,
      city: request.City || undefined,
      state: request.State || undefined,
    },
    isNew: true,
  };
}

/** Event codes use the access code alphabet (no look-alikes), 8 characters. */
export async function createThon(
  deps: CreateThonDeps,
  caller: Caller,
  request: z.infer<typeof createThonRequestSchema>,
) {
  const organization = await organizationOfThon(deps, caller, request);
  const { fields } = organization;
  const actor = await thonAuditActor(deps.callers, caller);
  for (let attempt = 0; attempt < codeAttempts; attempt += 1) {
    const event: Omit<EventRecord, 'createdAt' | 'allEvents'> = {
      eventId: deps.ids.newId(),
      organizationId: organization.organizationId,
      franchiseId: organization.franchiseId ?? directCustomer,
      ...(organization.postalCode ? { postalCode: organization.postalCode } : {}),
      // A test user's Thons are always rehearsals; others mark one with SetThonTest while a draft.
      isTest: caller.role === 'test-user',
      eventCode: generateAccessCode(),
      name: request.Name,
      status: 'draft',
      startDate: request.StartDate,
      endDate: request.EndDate,
      timeZone: request.TimeZone,
      unitName: request.UnitName,
      goal: request.Goal,
      minUnits: request.MinUnits,
      maxUnits: request.MaxUnits,
      organizerUserId: caller.userId,
      ...fields,
    };
    // The creation and its audit entry land together or not at all.
    const audit = thonCreatedAuditEntry(deps, actor, event);
    let outcome;
    try {
      outcome = organization.isNew
        ? await deps.thons.createEventWithOrganization(
            event,
            {
              name: fields.organizationName ?? '',
              organizationType: fields.organizationType ?? '',
              schoolLevel: fields.schoolLevel,
              city: fields.city,
              state: fields.state,
              ...(organization.postalCode ? { zip: organization.postalCode } : {}),
              franchiseId: organization.franchiseId ?? directCustomer,
            },
            audit,
          )
        : await deps.thons.createEventOfOrganization(event, organization.franchiseId, audit);
    } catch (error) {
      deps.logger.error('Creating a Thon failed', { error });
      throw new Failed(thonNotCreated);
    }
    if (outcome.written) return toThon({ ...event, createdAt: '' });
    // A code taken since it was drawn: draw another. Anything else is not worth a retry.
    if (outcome.refused.has('eventCode')) continue;
    // Moved to another franchise since it was read: the caller decides again on a fresh read.
    if (outcome.refused.has('organization') && !organization.isNew) throw new Conflict(changedAtTheSameTime);
    deps.logger.error('Creating a Thon was refused', { refused: [...outcome.refused] });
    throw new Failed(thonNotCreated);
  }
  deps.logger.error(`No free event code after ${codeAttempts} attempts`);
  throw new Failed(thonNotCreated);
}

export async function updateThon(
  deps: UpdateThonDeps,
  caller: Caller,
  request: z.infer<typeof updateThonRequestSchema>,
) {
  const event = await managedEvent(deps, caller, request.EventId);
  // A partial edit may break a range together with the stored fields: check the merged result.
  const [problem] = thonRangeProblems({ ...toThon(event), ...request });
  if (problem) throw new RuleBroken(problem.message);
  const changes: EventChanges = Object.fromEntries(
    Object.entries({
      name: request.Name,
      startDate: request.StartDate,
      endDate: request.EndDate,
      timeZone: request.TimeZone,
      unitName: request.UnitName,
      goal: request.Goal,
      minUnits: request.MinUnits,
      maxUnits: request.MaxUnits,
      videoUrl: request.VideoUrl,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return toThon(event);
  const updated = await deps.thons.updateEvent(event.eventId, changes, editableStatuses);
  if (!updated) throw new Conflict(thonLocked);
  await invalidateThonPages(deps, event.eventId);
  return toThon(updated);
}

/** The Thons the caller organizes, newest start date first (one Query on gsi2). */
export async function myThons(deps: MyThonsDeps, caller: Caller) {
  const events = await deps.thons.listEventsOfOrganizer(caller.userId);
  return events.map(toThon);
}

export async function changeThonStatus(
  deps: ChangeThonStatusDeps,
  caller: Caller,
  request: z.infer<typeof changeThonStatusRequestSchema>,
) {
  const event = await managedEvent(deps, caller, request.EventId);
  const from = eventStatusOnTheWire[event.status];
  const refused = statusChangeRefused(from, request.Status);
  if (!canTransition(from, request.Status)) throw new Conflict(refused);
  // Donors pledge once it is live: its organization must be able to receive their payments (the
  // stored answer of the provider, refreshed by GetPledgeSettings on the organizer's Thon page).
  if (
    request.Status === 'live' &&
    (await deps.thons.getOrganization(event.organizationId))?.payoutChargesEnabled !== true
  ) {
    throw new Conflict(payoutAccountBeforeLive);
  }
  if (request.Status === 'live') await refuseSuspendedFranchiseThon(deps, event.franchiseId);
  const to = storedEventStatusOf[request.Status];
  // The units charged are the laps counted: laps the units job has not written yet are written
  // now, while the units are still open (a failure here leaves the Thon as it was).
  if (request.Status === 'completed') await deps.lapUnits.applyPendingLapUnits(event.eventId);
  if (!(await deps.thons.changeEventStatus(event.eventId, event.status, to))) throw new Conflict(refused);
  // Completed: units are final, every per-unit pledge is queued for charging. A failure
  // here leaves the status moved: the sweeper finds the event by its marker and queues them.
  if (request.Status === 'completed') await startEventProcessing(deps, event.eventId);
  await invalidateThonPages(deps, event.eventId);
  return toThon({ ...event, status: to });
}

/** Every participant's access code, for printing cards (one Query on the event's participants). */
export async function thonAccessCodes(deps: ThonAccessCodesDeps, caller: Caller, eventId: string) {
  await managedEvent(deps, caller, eventId);
  const participants = await deps.roster.listParticipantsOfEvent(eventId);
  return participants.map((participant) => ({
    ParticipantId: participant.participantId,
    TeamId: participant.teamId,
    FirstName: participant.firstName,
    LastName: participant.lastName,
    AccessCode: participant.accessCode,
  }));
}
