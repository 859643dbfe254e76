// English needs no dictionary (the English text is the key): the text's form for its count
// (plural-forms.ts), its {{placeholders}} filled.
import { interpolate, type TranslationValues } from './interpolate';
import { englishForm } from './plural-forms';

export function translateEnglish(text: string, values?: TranslationValues): string {
  return interpolate(englishForm(text, values), values);
}
