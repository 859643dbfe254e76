// GetGuestShare (public): the guest-share template rendered for a participant, for a visitor or a
// donor who just pledged to pass on. A hidden or unapproved child or a draft Thon answers like an
// unknown one.
import type { z } from 'zod';
import type { guestShareSchema } from '@thon/shared/api/schemas/sharing';
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { renderTemplate } from '@thon/shared/sharing/share-templates';
import { NotFound } from '../errors';
import { namesArePublic, type PublicNamesDeps } from '../events/public-names';
import { shownToDonors } from '../participants/public-visibility';
import type { SharingPorts } from './ports';
import {
  eventShareTemplatesPerLanguage,
  placeholderValues,
  participantShareName,
  shareLinksFor,
} from './share-content';

export type GuestShareDeps = Pick<SharingPorts, 'templates' | 'site'> & {
  subjects: Pick<SharingPorts['subjects'], 'getParticipant' | 'getEvent'>;
};

export async function guestShare(
  deps: GuestShareDeps & PublicNamesDeps,
  participantId: string,
): Promise<z.input<typeof guestShareSchema>> {
  const participant = await deps.subjects.getParticipant(participantId);
  if (!participant || !shownToDonors(participant)) throw new NotFound(noSuchParticipant);
  const event = await deps.subjects.getEvent(participant.eventId);
  // Past the retention period a completed Thon names no child anywhere, as on the student page.
  if (!event || event.status === 'draft' || !namesArePublic(deps, event)) throw new NotFound(noSuchParticipant);
  // Both languages in the one cached answer (the edge's key is the path alone); an event with saved
  // templates reads the same in both.
  const { en: english, es: spanish } = await eventShareTemplatesPerLanguage(deps.templates, event.eventId);
  const links = shareLinksFor(deps.site.webOrigin(), participantId, english.version);
  const render = (template: string) =>
    renderTemplate(template, placeholderValues(participant, event, '{EventUrl}'));
  const text = render(english.templates.GuestShare);
  return {
    ParticipantId: participantId,
    ParticipantName: participantShareName(participant),
    EventName: event.name,
    Text: text,
    Texts: { en: text, es: render(spanish.templates.GuestShare) },
    Links: links,
  };
}
