// The Spanish translator, loaded only when a visitor reads Spanish, so English pages never
// download i18next or the Spanish texts. Keys are the English texts themselves (gettext style):
// a text without a Spanish entry falls back to English rather than showing a key. Catalogue
// messages with figures (from the page or from the API) are recognised by pattern.
import i18next from 'i18next';
import { translateEnglish } from './english';
import type { TranslationValues } from './interpolate';
import { spanishPageTexts } from './locales/es';
import {
  matchTemplatedMessage,
  spanishMessagePatterns,
  spanishMessagesByEnglish,
} from './message-translations';

export async function createSpanishTranslator(): Promise<
  (text: string, values?: TranslationValues) => string
> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: { ...spanishMessagesByEnglish(), ...spanishPageTexts } } },
    // English sentences contain '.' and ':'; they are keys, not paths.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here would show '&amp;'.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  const patterns = spanishMessagePatterns();
  return (text, values) => {
    // With a count, i18next looks for the text's plural forms (`<text>_one`, `<text>_other`).
    if (instance.exists(text, { ...values })) return instance.t(text, { ...values });
    return matchTemplatedMessage(text, patterns) ?? translateEnglish(text, values);
  };
}
