import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/eventday-messages';
import { spanishEventDayMessages } from '@thon/shared/catalog/eventday-messages.es';

// Event day's wording, typed here character for character (the contract's 401s to the letter).
const fixed: Record<string, string> = {
  countingCodeNotValid: 'This counting code is not valid.',
  countingCodeExpired: 'This counting code has expired.',
  countingCodeRevoked: 'This counting code was revoked.',
  countingCodeLabelRequired:
    "Please enter a label of 1 to 60 characters (the volunteer's name, for example).",
  tooManyCountingCodes:
    'This Thon already has 50 active counting codes. Revoke one you no longer need before making another.',
  cooldownInvalid: 'The cooldown must be a whole number of seconds from 5 to 600.',
  settingsLockedCompleted: 'Event day settings cannot change once the Thon is completed.',
  lapTokenInvalid: 'This is not a bib code: it has 12 letters and digits (2 to 7).',
  lapOpsCount: 'Send from 1 to 50 scans at a time.',
  correctionReasonInvalid: 'Please give a reason of 3 to 200 characters.',
  runnerNotFound: 'This runner is not in this Thon.',
  lapsCountedOnEventDay: "This runner's laps are counted on event day: correct the count there.",
};

const spanish: Record<string, string> = {
  'This counting code is not valid.': 'Este código de conteo no es válido.',
  'This counting code has expired.': 'Este código de conteo ha caducado.',
  'This counting code was revoked.': 'Este código de conteo fue revocado.',
  'Send from 1 to 50 scans at a time.': 'Envíe de 1 a 50 escaneos a la vez.',
};

describe('event day messages', () => {
  it.each(Object.entries(fixed))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it.each(Object.entries(spanish))('"%s" has its Spanish', (english, text) => {
    expect(new Map(spanishEventDayMessages).get(english)).toBe(text);
  });

  it('translates each English message once', () => {
    const english = spanishEventDayMessages.map(([en]) => en);
    expect(new Set(english).size).toBe(english.length);
    for (const [en, es] of spanishEventDayMessages) expect(es).not.toBe(en);
  });
});
