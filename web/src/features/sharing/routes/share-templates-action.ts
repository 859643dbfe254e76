// Saving an event's share templates from the organizer's Thon page: the JSON body the templates
// panel posts to the page's route action and the outcome it answers. A refusal keeps the API's
// issues, so the panel shows each under its field.
import type { ShareTemplates } from '@thon/shared/sharing/share-templates';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import { saveEventTemplates } from '../api/share-templates';

export type SaveShareTemplatesRequest = {
  intent: 'save-share-templates';
  // The templates' own fields as a plain record: JSON bodies take no interface.
  templates: Record<keyof ShareTemplates, string>;
};

/** A refusal keeps the API's issues, each named by its field, so the form shows it under that field. */
export type TemplatesRefused = Refused & { issues: { path: string; message: string }[] };
export type TemplatesSaved =
  { ok: true; templates: Awaited<ReturnType<typeof saveEventTemplates>> } | TemplatesRefused;

export function saveShareTemplatesOutcome(eventId: string, body: SaveShareTemplatesRequest) {
  return refusedOr<TemplatesSaved>(
    async () => ({ ok: true, templates: await saveEventTemplates(eventId, body.templates) }),
    (error): TemplatesRefused => ({ ok: false, message: error.message, issues: error.issues }),
  );
}
