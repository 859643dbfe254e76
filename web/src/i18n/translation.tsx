// The app's translation state: the language a visitor reads and the function that turns an
// English text into it. English is immediate (the text itself); another language loads its
// translator on first use, and the page shows English until it arrives.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { translateEnglish } from './english';
import type { TranslationValues } from './interpolate';
import { initialLanguage, rememberLanguage, type Language } from './languages';

export type Translate = (text: string, values?: TranslationValues) => string;

interface TranslationState {
  language: Language;
  /** The text in the visitor's language, placeholders ({{name}}) filled. */
  t: Translate;
  chooseLanguage: (language: Language) => void;
}

const english: TranslationState = { language: 'en', t: translateEnglish, chooseLanguage: () => {} };
const TranslationContext = createContext<TranslationState>(english);

export function TranslationProvider({
  children,
  language: startLanguage = initialLanguage(),
}: {
  children: ReactNode;
  language?: Language;
}) {
  const [language, setLanguage] = useState<Language>(startLanguage);
  const [translator, setTranslator] = useState<{ language: Language; t: Translate }>();

  useEffect(() => {
    document.documentElement.lang = language;
    if (language === 'en' || translator?.language === language) return;
    let current = true;
    void import('./spanish').then(async ({ createSpanishTranslator }) => {
      const t = await createSpanishTranslator();
      if (current) setTranslator({ language, t });
    });
    return () => {
      current = false;
    };
  }, [language, translator]);

  const chooseLanguage = useCallback((next: Language) => {
    rememberLanguage(next);
    setLanguage(next);
  }, []);

  const state = useMemo<TranslationState>(() => {
    const t = language !== 'en' && translator?.language === language ? translator.t : translateEnglish;
    return { language, t, chooseLanguage };
  }, [language, translator, chooseLanguage]);
  return <TranslationContext.Provider value={state}>{children}</TranslationContext.Provider>;
}

/** The translate function for the visitor's language (English outside a provider, e.g. in tests). */
export function useT(): Translate {
  return useContext(TranslationContext).t;
}

export function useLanguage(): Pick<TranslationState, 'language' | 'chooseLanguage'> {
  const { language, chooseLanguage } = useContext(TranslationContext);
  return { language, chooseLanguage };
}
