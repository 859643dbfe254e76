// English needs no dictionary (the English text is the key), only its {{placeholders}} filled.
export type TranslationValues = Record<string, string | number>;

export function interpolate(text: string, values?: TranslationValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/gu, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
