// What a share says: the event's templates (its own or our defaults, with their version for the
// template id), the placeholder values for one participant, and the links per channel.
import {
  participantPageUrl,
  shareLink,
  shareSources,
  type ShareSource,
} from '@thon/shared/sharing/share-links';
import {
  defaultShareTemplates,
  templateId,
  type PlaceholderValues,
  type ShareTemplates,
} from '@thon/shared/sharing/share-templates';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { getShareTemplates } from '../../data/repositories/share-templates-repository';
import { setting } from '../../platform/environment';
import { displayName } from '../events/public-pages';
import { maxUnitsOf } from '../events/teams-and-units';

export interface EventShareTemplates {
  templates: ShareTemplates;
  version: number;
  updatedAt?: string;
}

export async function eventShareTemplates(eventId: string): Promise<EventShareTemplates> {
  const saved = await getShareTemplates(eventId);
  if (!saved) return { templates: defaultShareTemplates, version: 0 };
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

/** The participant's page with each channel's campaign parameters and template id. */
export function shareLinksFor(participantId: string, version: number): ShareLinks {
  const page = participantPageUrl(setting('webOrigin'), participantId);
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
