// What a share says: the event's templates (its own or our defaults, with their version for the
// template id), the placeholder values for one participant, and the links per channel.
import {
  participantPageUrl,
  shareLink,
  shareSources,
  type ShareSource,
} from '@thon/shared/sharing/share-links';
import { defaultShareTemplatesFor, type ShareLanguage } from '@thon/shared/sharing/share-language';
import {
  templateId,
  type PlaceholderValues,
  type ShareTemplates,
} from '@thon/shared/sharing/share-templates';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { displayName } from '../display-name';
import { maxUnitsOf } from '../events/teams-and-units';
import type { ShareTemplateStore } from './ports';

export interface EventShareTemplates {
  templates: ShareTemplates;
  version: number;
  updatedAt?: string;
}

export type TemplateReads = Pick<ShareTemplateStore, 'getShareTemplates'>;

async function savedTemplates(
  store: TemplateReads,
  eventId: string,
): Promise<EventShareTemplates | undefined> {
  const saved = await store.getShareTemplates(eventId);
  if (!saved) return undefined;
  return {
    templates: {
      EmailSubject: saved.emailSubject,
      EmailBody: saved.emailBody,
      Sms: saved.sms,
      GuestShare: saved.guestShare,
    },
    version: saved.version,
    updatedAt: saved.updatedAt,
  };
}

const defaultsIn = (language: ShareLanguage): EventShareTemplates => ({
  templates: defaultShareTemplatesFor(language),
  version: 0,
});

/** The organizer's saved templates as written (whatever their language), else our defaults in `language`. */
export async function eventShareTemplates(
  store: TemplateReads,
  eventId: string,
  language: ShareLanguage = 'en',
): Promise<EventShareTemplates> {
  return (await savedTemplates(store, eventId)) ?? defaultsIn(language);
}

/** The same for each language, in one read. */
export async function eventShareTemplatesPerLanguage(
  store: TemplateReads,
  eventId: string,
): Promise<Record<ShareLanguage, EventShareTemplates>> {
  const saved = await savedTemplates(store, eventId);
  return { en: saved ?? defaultsIn('en'), es: saved ?? defaultsIn('es') };
}

/** The template a channel's link names (email and SMS invitations; social shares pass on the guest share). */
const templateKindOf: Record<ShareSource, 'email' | 'sms' | 'guest'> = {
  email: 'email',
  sms: 'sms',
  facebook: 'guest',
  x: 'guest',
  whatsapp: 'guest',
  link: 'guest',
};

export type ShareLinks = Record<ShareSource, string>;

/** The participant's page on `webOrigin` with each channel's campaign parameters and template id. */
export function shareLinksFor(webOrigin: string, participantId: string, version: number): ShareLinks {
  const page = participantPageUrl(webOrigin, participantId);
  return Object.fromEntries(
    shareSources.map((source) => [
      source,
      shareLink(page, source, templateId(templateKindOf[source], version)),
    ]),
  ) as ShareLinks;
}

type NamedParticipant = Pick<ParticipantRecord, 'firstName' | 'lastName'>;
type UnitsOfEvent = Pick<EventRecord, 'name' | 'unitName' | 'minUnits' | 'maxUnits' | 'participantCount'>;

export const participantShareName = (participant: NamedParticipant) =>
  displayName(participant.firstName, participant.lastName);

/** The placeholder values for a participant of the event, with `eventUrl` as the link. */
export function placeholderValues(
  participant: NamedParticipant,
  event: UnitsOfEvent,
  eventUrl: string,
): PlaceholderValues {
  return {
    ParticipantName: participantShareName(participant),
    EventName: event.name,
    EventUrl: eventUrl,
    UnitName: event.unitName,
    MinUnits: String(event.minUnits ?? 0),
    MaxUnits: String(maxUnitsOf(event.maxUnits, event.participantCount ?? 0)),
  };
}
