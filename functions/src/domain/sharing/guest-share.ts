// GetGuestShare (public): the guest-share template rendered for a participant, for a visitor or a
// donor who just pledged to pass on. A hidden child or a draft Thon answers like an unknown one.
import type { z } from 'zod';
import type { guestShareSchema } from '@thon/shared/api/schemas/sharing';
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { renderTemplate } from '@thon/shared/sharing/share-templates';
import { getEvent } from '../../data/repositories/events-repository';
import { getParticipant } from '../../data/repositories/participants-repository';
import { NotFound } from '../errors';
import { eventShareTemplatesPerLanguage, placeholderValues, participantShareName, shareLinksFor } from './share-content';

export async function guestShare(participantId: string): Promise<z.input<typeof guestShareSchema>> {
  const participant = await getParticipant(participantId);
  if (!participant || participant.hiddenFromPublic === true) throw new NotFound(noSuchParticipant);
  const event = await getEvent(participant.eventId);
  if (!event || event.status === 'draft') throw new NotFound(noSuchParticipant);
  // Both languages in the one cached answer (the edge's key is the path alone); an event with saved
  // templates reads the same in both.
  const { en: english, es: spanish } = await eventShareTemplatesPerLanguage(event.eventId);
  const links = shareLinksFor(participantId, english.version);
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
