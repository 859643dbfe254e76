// GetEventTemplates / UpdateEventTemplates: the organizer edits the event's three share templates
// (the email has a subject and a body); the answer carries our defaults and sample values, so the
// editor previews exactly what a participant's invitation will say.
import type { z } from 'zod';
import type { eventTemplatesSchema, shareTemplatesSchema } from '@thon/shared/api/schemas/sharing';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { participantPageUrl } from '@thon/shared/sharing/share-links';
import { defaultShareTemplates, placeholders } from '@thon/shared/sharing/share-templates';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { Caller } from '../caller';
import type { ThonScopeReads } from '../access/caller-scope';
import { canManageThon } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import type { SharingPorts } from './ports';
import { eventShareTemplates, placeholderValues, type EventShareTemplates } from './share-content';

type EventTemplates = z.infer<typeof eventTemplatesSchema>;

export type EventTemplatesDeps = Pick<SharingPorts, 'templates' | 'clock' | 'site'> & {
  subjects: Pick<SharingPorts['subjects'], 'getEvent'>;
  callers: ThonScopeReads;
};

async function organizedEvent(
  deps: EventTemplatesDeps,
  caller: Caller,
  eventId: string,
): Promise<EventRecord> {
  return thonInScope(deps.callers, caller, await deps.subjects.getEvent(eventId), canManageThon, noSuchEvent);
}

function answer(webOrigin: string, event: EventRecord, current: EventShareTemplates): EventTemplates {
  const sample = { firstName: 'Ava', lastName: 'Martinez' };
  return {
    EventId: event.eventId,
    Templates: current.templates,
    Defaults: defaultShareTemplates,
    Version: current.version,
    Placeholders: placeholders.map((name) => `{${name}}`),
    SampleValues: placeholderValues(sample, event, participantPageUrl(webOrigin, 'sample')),
    ...(current.updatedAt ? { UpdatedAt: current.updatedAt } : {}),
  };
}

export async function getEventTemplates(
  deps: EventTemplatesDeps,
  caller: Caller,
  eventId: string,
): Promise<EventTemplates> {
  const event = await organizedEvent(deps, caller, eventId);
  return answer(deps.site.webOrigin(), event, await eventShareTemplates(deps.templates, eventId));
}

export async function updateEventTemplates(
  deps: EventTemplatesDeps,
  caller: Caller,
  eventId: string,
  templates: z.infer<typeof shareTemplatesSchema>,
): Promise<EventTemplates> {
  const event = await organizedEvent(deps, caller, eventId);
  const saved = await deps.templates.saveShareTemplates({
    eventId,
    emailSubject: templates.EmailSubject,
    emailBody: templates.EmailBody,
    sms: templates.Sms,
    guestShare: templates.GuestShare,
    updatedByUserId: caller.userId,
    updatedAt: new Date(deps.clock.nowMs()).toISOString(),
  });
  return answer(deps.site.webOrigin(), event, {
    templates,
    version: saved.version,
    updatedAt: saved.updatedAt,
  });
}
