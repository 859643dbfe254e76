// The languages invitations and guest shares are written in: English, and Spanish beside
// it. An event whose organizer saved templates sends those as written; an event on our defaults
// sends the defaults in the sender's (or the visitor's) language.
import { defaultShareTemplates, type ShareTemplates } from './share-templates';
import { spanishShareTemplates } from './share-templates-es';

export const shareLanguages = ['en', 'es'] as const;
export type ShareLanguage = (typeof shareLanguages)[number];

const defaultsByLanguage: Record<ShareLanguage, ShareTemplates> = {
  en: defaultShareTemplates,
  es: spanishShareTemplates,
};

export function defaultShareTemplatesFor(language: ShareLanguage = 'en'): ShareTemplates {
  return defaultsByLanguage[language];
}
