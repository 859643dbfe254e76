// Every text a component hands to t() as a literal has its Spanish: a text added to a translated
// page without one would show in English to Spanish readers. Reads the sources of every module
// that uses the translation (the donor pages and their shared widgets).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pledgeStatuses } from '@thon/shared/api/schemas/pledges';
import { spanishTemplatedMessages } from '@thon/shared/catalog/messages.es';
import { capStatementText } from '@thon/shared/pledges/cap-statement';
import { pledgeStatusLabel } from '@/features/pledges/components/pledge-labels';
import { spanishPageTexts } from './locales/es';
import { spanishMessagesByEnglish } from './message-translations';

const sourceRoot = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) ? [path] : [];
  });
}

/** The first argument of each t('…') / t("…") call, unescaped. */
export function literalTexts(source: string): string[] {
  return [...source.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/gu)].map((match) =>
    (match[2] ?? '').replace(/\\(.)/gu, '$1'),
  );
}

const translatedFiles = sourceFiles(sourceRoot).filter(
  (file) => !file.includes('/i18n/') && readFileSync(file, 'utf8').includes("i18n/translation'"),
);

describe('Spanish for every translated text', () => {
  const known = { ...spanishMessagesByEnglish(), ...spanishPageTexts };

  it('finds the translated modules (the event page among them)', () => {
    const names = translatedFiles.map((file) => relative(sourceRoot, file));
    expect(names).toContain('features/events/routes/event-page.tsx');
    expect(names.length).toBeGreaterThan(10);
  });

  it.each(translatedFiles.map((file) => [relative(sourceRoot, file), file]))('%s', (_, file) => {
    // A counted text (i18n/plural-forms.ts) has its Spanish under its plural forms.
    const missing = literalTexts(readFileSync(file, 'utf8')).filter(
      (text) => !(text in known) && !(`${text}_one` in known && `${text}_other` in known),
    );
    expect(missing).toEqual([]);
  });

  it('reads literal texts as written', () => {
    expect(literalTexts(`t('Support {{name}}', { name }) + t("It's {{n}}") + t('a\\'b')`)).toEqual([
      'Support {{name}}',
      "It's {{n}}",
      "a'b",
    ]);
  });
});

/** The names a module imports from the catalogue's messages. */
function catalogueImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@thon\/shared\/catalog\/messages'/gu)].flatMap(
    (match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
  );
}

// The pledge pages also show texts that reach t() as values: the cap statement, FormStatus titles
// (it translates them itself), a pledge's status label and the catalogue's messages.
describe('Spanish for the pledge pages’ texts given as values', () => {
  const known = { ...spanishMessagesByEnglish(), ...spanishPageTexts };
  // The donor's pages, not signed-in/: the pledge lists and the offline form organizers, teachers
  // and parents see are pages in English only, as the rest of their accounts.
  const pledgeFiles = sourceFiles(join(sourceRoot, 'features/pledges')).filter(
    (file) => !file.includes('/features/pledges/signed-in/'),
  );

  it('has the cap statement, the form status titles and every pledge status', () => {
    const texts = [capStatementText, 'Not pledged', 'Not saved', ...pledgeStatuses.map(pledgeStatusLabel)];
    expect(texts.filter((text) => !(text in known))).toEqual([]);
  });

  it('has every catalogue message the pledge pages use', async () => {
    const catalogue: Record<string, unknown> = await import('@thon/shared/catalog/messages');
    const templated = new Set<unknown>(spanishTemplatedMessages.map(({ english }) => english));
    const names = [...new Set(pledgeFiles.flatMap((file) => catalogueImports(readFileSync(file, 'utf8'))))];
    expect(names).toContain('pledgeThanks');
    const missing = names.filter((name) => {
      const message = catalogue[name];
      return typeof message === 'function' ? !templated.has(message) : !(String(message) in known);
    });
    expect(missing).toEqual([]);
  });
});
