// Which language a visitor reads (the translation widget, spec section 9: an automatic
// translation from the browser's language, its widget hidden when that language is English).
// English is the product's own language; Spanish is shipped beside it because many US school
// families read Spanish first. A choice made in the picker is remembered on this device.
export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Each language named in itself, as a picker shows it. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

const storageKey = 'thon.language';

function asLanguage(tag: string | undefined): Language | undefined {
  const primary = tag?.toLowerCase().split('-')[0];
  return supportedLanguages.find((language) => language === primary);
}

/** The browser's first language tag, e.g. 'es-MX'; '' when the browser names none. */
export function browserLanguageTag(): string {
  return globalThis.navigator?.languages?.[0] ?? globalThis.navigator?.language ?? '';
}

/** The picker shows only when the browser's language is not English (spec section 9). */
export function showsLanguagePicker(tag: string = browserLanguageTag()): boolean {
  return tag !== '' && !tag.toLowerCase().startsWith('en');
}

export function storedLanguage(): Language | undefined {
  try {
    return asLanguage(globalThis.localStorage?.getItem(storageKey) ?? undefined);
  } catch {
    return undefined; // storage blocked (private mode): the browser's language decides
  }
}

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(storageKey, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The remembered choice, else the browser's language when we ship it, else English. */
export function initialLanguage(tag: string = browserLanguageTag()): Language {
  return storedLanguage() ?? asLanguage(tag) ?? 'en';
}
