// The name rule of a child a parent adds: letters of any script, spaces, apostrophes and hyphens,
// checked by the catalogue's schema and by AddParticipant's edge schema with the catalogue's message.
import { describe, expect, it } from 'vitest';
import { addParticipantRequestSchema } from '@thon/shared/api/schemas/participants';
import { nameCharactersOnly } from '@thon/shared/catalog/messages';
import { personNamePattern, personNameSchema } from '@thon/shared/catalog/patterns';

const accepted = [
  'Rory',
  'Mary Anne',
  "O'Neil",
  'O’Brien',
  'Jean-Luc',
  'Zoë',
  'José',
  // "é" as e + combining acute accent (NFD), as some keyboards send it.
  'Jose\u0301',
  'Łukasz',
  'Ngọc Ánh',
  'Сергей',
  'محمد',
  '李小龍',
  'ישראל',
];
const refused = [
  'Rory2',
  'Kid10',
  'R0ry',
  'Ann_Lee',
  'Ann.',
  'Bob!',
  '<b>Bob</b>',
  '@bob',
  'Ann 😀',
  "'",
  '-',
  " -' ",
  'http://x.io',
];

describe('person names', () => {
  it.each(accepted)('accepts %j', (name) => {
    expect(personNamePattern.test(name)).toBe(true);
    expect(personNameSchema.safeParse(name).success).toBe(true);
  });

  it.each(refused)('refuses %j with the catalogue message', (name) => {
    expect(personNamePattern.test(name)).toBe(false);
    expect(personNameSchema.safeParse(name).error?.issues.map((issue) => issue.message)).toEqual([
      nameCharactersOnly,
    ]);
  });

  it("holds AddParticipant's FirstName and LastName at the edge", () => {
    const child = { EventCode: 'LINCOLN26', FirstName: 'Zoë', LastName: "O'Neil-Ngọc" };
    expect(addParticipantRequestSchema.safeParse(child).success).toBe(true);
    for (const field of ['FirstName', 'LastName'] as const) {
      const result = addParticipantRequestSchema.safeParse({ ...child, [field]: 'Kid10' });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: [field], message: nameCharactersOnly }),
      ]);
    }
  });

  it('trims the name before the rule (a stray space is not refused)', () => {
    const parsed = addParticipantRequestSchema.parse({
      EventCode: 'LINCOLN26',
      FirstName: ' Zoë ',
      LastName: 'Li',
    });
    expect(parsed.FirstName).toBe('Zoë');
  });

  it('a new child needs the event code; the EventId alone no longer names the event', () => {
    const result = addParticipantRequestSchema.safeParse({
      EventId: 'e-1',
      FirstName: 'Rory',
      LastName: 'Ash',
    });
    expect(result.success).toBe(false);
    expect(
      addParticipantRequestSchema
        .safeParse({ FirstName: 'Rory', LastName: 'Ash' })
        .error?.issues.map((issue) => issue.path),
    ).toEqual([['EventCode']]);
  });
});
