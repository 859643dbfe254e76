// Spanish for the donor pages' own texts, keyed by their English (web/src/i18n/spanish.ts). One
// module per area; the catalogue's messages have their Spanish in shared/src/catalog/messages.es.ts.
import { spanishEventPage } from './event-page';
import { spanishLayout } from './layout';

export const spanishPageTexts: Record<string, string> = {
  ...spanishLayout,
  ...spanishEventPage,
};
