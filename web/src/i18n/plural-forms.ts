// Counted texts: a text with {{count}} whose words change with the number ('1 runner', '30
// runners'). Its key is the English for many, and its other forms sit beside it under i18next's
// plural suffixes (`<key>_one`, `<key>_other`), for English here and for Spanish in its resources,
// so both languages choose the form alike: the category Intl.PluralRules gives `count` in the
// reader's language. English readers never download i18next, so English chooses here.
import type { TranslationValues } from './interpolate';

/** English forms other than the key itself (which is the English 'other'). */
export const englishPluralForms: Readonly<Record<string, string>> = {
  '({{count}} runners)_one': '({{count}} runner)',
};

const englishRules = new Intl.PluralRules('en');

/** The English form of `text` for its values' count: its `_one` form for 1, else the text itself. */
export function englishForm(text: string, values?: TranslationValues): string {
  const count = values?.count;
  if (typeof count !== 'number') return text;
  return englishPluralForms[`${text}_${englishRules.select(count)}`] ?? text;
}
