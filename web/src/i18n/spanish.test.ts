import { describe, expect, it } from 'vitest';
import {
  initialPledgeTooSmall,
  pledgeManageLinkSent,
  pledgeRateNeedsConfirming,
  pledgeThanks,
} from '@thon/shared/catalog/messages';
import { spanishTemplatedMessages } from '@thon/shared/catalog/messages.es';
import { createSpanishTranslator } from './spanish';
import { matchTemplatedMessage, spanishMessagePatterns } from './message-translations';

describe('the Spanish translator', async () => {
  const t = await createSpanishTranslator();

  it("translates a page's text and fills its placeholders", () => {
    expect(t('Support {{name}}', { name: 'Ava J.' })).toBe('Apoye a Ava J.');
    expect(t('{{shown}} of {{total}} participants', { shown: 3, total: 600 })).toBe('3 de 600 participantes');
  });

  it("says the catalogue's messages in Spanish", () => {
    expect(t(pledgeThanks)).toBe('¡Gracias por su promesa!');
  });

  it('recognises a templated message whatever its figures, as the API sends it', () => {
    expect(t(initialPledgeTooSmall(10))).toBe('Su promesa inicial debe ser de al menos $10.');
    expect(t(initialPledgeTooSmall(1234.5))).toBe('Su promesa inicial debe ser de al menos $1,234.50.');
    expect(t(pledgeManageLinkSent('pat@example.org'))).toBe(
      'Enviamos a pat@example.org un enlace para administrar su promesa.',
    );
    expect(t(pledgeRateNeedsConfirming(5, 'lap'))).toBe(
      'Una tarifa de más de $5 por lap espera su confirmación desde el correo que le enviamos.',
    );
  });

  it('falls back to the English, placeholders filled, for a text it has no Spanish for', () => {
    expect(t('Nothing like this is translated, {{name}}', { name: 'Sam' })).toBe(
      'Nothing like this is translated, Sam',
    );
  });
});

describe('every templated Spanish message', () => {
  const patterns = spanishMessagePatterns();
  it.each(spanishTemplatedMessages.map((entry) => [entry.spanish, entry] as const))(
    '%s has one placeholder per argument and is found from its English',
    (_, entry) => {
      const placeholders = [...entry.spanish.matchAll(/\{\{(\d+)\}\}/gu)].map((match) => Number(match[1]));
      expect(placeholders.sort()).toEqual(entry.args.map((_, index) => index));
      const args = entry.args.map((kind) => (kind === 'dollars' ? 7.25 : kind === 'number' ? 12 : 'Lee K.'));
      const spanish = matchTemplatedMessage(entry.english(...(args as never[])), patterns);
      expect(spanish).toBeDefined();
      for (const [index, kind] of entry.args.entries()) {
        const rendered = kind === 'dollars' ? '$7.25' : String(args[index]);
        expect(spanish).toContain(rendered);
      }
    },
  );
});
