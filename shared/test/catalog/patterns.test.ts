import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as patterns from '@thon/shared/catalog/patterns';

const notValid = 'The value entered is not valid';
const host = 'thon.example.org';

interface Case {
  name: string;
  schema: z.ZodType;
  /** The exported regex, when the schema is that regex alone. */
  pattern?: RegExp;
  accept: string[];
  reject: string[];
}

// Edge values sit exactly at each length limit and one past it.
const cases: Case[] = [
  {
    name: 'money',
    schema: patterns.moneySchema,
    pattern: patterns.moneyPattern,
    accept: ['$1,234.56', '1234', '0.5', '5.', '$0.30', '1,000,000'],
    reject: ['1.234', '$', '1,00', '12,34.5', '-5', 'abc', '$$5', '1 000', ''],
  },
  {
    name: 'US phone',
    schema: patterns.usPhoneSchema,
    pattern: patterns.usPhonePattern,
    accept: [
      '5551234567',
      '(555) 123-4567',
      '555.123.4567',
      '1-555-123-4567',
      '0 555 123 4567',
      '15551234567',
    ],
    reject: [
      '555123456',
      '555123456789',
      '25551234567',
      '(555 123-4567',
      '555-123-45678',
      '+1 555 123 4567',
      '',
    ],
  },
  {
    name: 'email',
    schema: patterns.emailSchema,
    pattern: patterns.emailPattern,
    accept: [
      'a@b.co',
      'first.last@example.info',
      "o'brien+thon@mail.school.org",
      'x_y%z@sub-domain.example.us',
    ],
    reject: ['a@b.c', 'a@b.abcde', 'no-at.example.com', 'a@.com', 'a b@example.com', 'a@b@c.com', ''],
  },
  {
    name: 'email list (each address at most 50 characters)',
    schema: patterns.emailListSchema,
    accept: [
      'a@b.co',
      'a@b.co,c@d.org',
      'a@b.co , c@d.org',
      `${'x'.repeat(43)}@ab.com`,
      `a@b.co,${'x'.repeat(43)}@ab.com`,
    ],
    reject: [`${'x'.repeat(44)}@ab.com`, 'a@b.co,', 'a@b.co,,c@d.org', 'a@b.co;c@d.org', 'a@b.co, bad', ''],
  },
  {
    name: 'SSN',
    schema: patterns.ssnSchema,
    pattern: patterns.ssnPattern,
    accept: ['123-45-6789', '123456789', '987-65-4321'],
    reject: ['123-456789', '12345-6789', '12345678', '1234567890', '123-45-678', 'abc-de-fghi', ''],
  },
  {
    name: 'SSN, 9 digits only',
    schema: patterns.ssnDigitsSchema,
    pattern: patterns.ssnDigitsPattern,
    accept: ['123456789', '000000000', '987654321'],
    reject: ['123-45-6789', '12345678', '1234567890', '12345678a', ''],
  },
  {
    name: 'date M/D/YYYY',
    schema: patterns.dateSchema,
    accept: ['2/29/2024', '02/03/2024', '12/31/1999', '1/1/2000', '2/29/2000', '4/30/2024'],
    reject: [
      '2/30/2024',
      '2/29/2023',
      '2/29/1900',
      '4/31/2024',
      '13/1/2024',
      '0/1/2024',
      '1/32/2024',
      '1/1/24',
      '1/1/20245',
      '2024-01-01',
      '',
    ],
  },
  {
    name: '12-hour time',
    schema: patterns.timeSchema,
    pattern: patterns.timePattern,
    accept: ['9:05 AM', '12:00 PM', '01:30pm', '12:59 am', '1:00PM'],
    reject: ['13:00 PM', '0:30 AM', '9:60 AM', '9:05', '9:05  AM', '9 AM', ''],
  },
  {
    name: 'zip (10)',
    schema: patterns.zipSchema,
    pattern: patterns.zipPattern,
    accept: ['12345', 'K1A 0B1', '1234567890', 'A'],
    reject: ['12345678901', '12345-6789', '   ', ''],
  },
  {
    name: 'zip (9)',
    schema: patterns.zip9Schema,
    pattern: patterns.zip9Pattern,
    accept: ['123456789', '12345', 'K1A 0B1'],
    reject: ['1234567890', '12345-678', '  ', ''],
  },
  {
    name: 'card number',
    schema: patterns.cardNumberSchema,
    accept: [
      '4111 1111 1111 1111',
      '4111-1111-1111-1111',
      '4111111111111111',
      '5555555555554444',
      '3782 8224 6310 005',
      '378282246310005',
    ],
    reject: [
      '4111 1111 1111 1112',
      '4111 1111-1111 1111',
      '4111 1111 1111 14',
      '41111111111114',
      '4111 1111 1111 11113',
      '41111111111111113',
      '4111  1111 1111 1111',
      '4111 1111 1111 111a',
      '',
    ],
  },
  {
    name: 'card security code',
    schema: patterns.cardSecurityCodeSchema,
    pattern: patterns.cardSecurityCodePattern,
    accept: ['123', '1234', '000'],
    reject: ['12', '12345', '12a', ''],
  },
  {
    name: 'password (digit, 4 to 20)',
    schema: patterns.passwordSchema,
    pattern: patterns.passwordPattern,
    accept: ['abc1', `${'a'.repeat(19)}1`, '1234', 'pass word 1'],
    reject: ['ab1', `${'a'.repeat(20)}1`, 'abcdefgh', ''],
  },
  {
    name: 'strong password (digit, at least 8)',
    schema: patterns.strongPasswordSchema,
    pattern: patterns.strongPasswordPattern,
    accept: ['abcdefg1', '12345678', 'long password 2024 with spaces'],
    reject: ['abcdef1', 'abcdefgh', '1234567', ''],
  },
  {
    name: 'payment-provider password',
    schema: patterns.paymentProviderPasswordSchema,
    pattern: patterns.paymentProviderPasswordPattern,
    accept: ['Abcdefg1', 'PASSword99', 'xY3xxxxx'],
    reject: ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', ''],
  },
  {
    name: `website (host ${host})`,
    schema: patterns.websiteSchema(host),
    pattern: patterns.websitePattern(host),
    accept: ['http://school.org', 'https://school.org/page', 'thon.example.org/my-run', 'HTTP://SCHOOL.ORG'],
    reject: [
      'www.school.org',
      'ftp://school.org',
      'http://',
      'http://school .org',
      'thonXexample.org/run',
      '',
    ],
  },
  {
    name: 'alphanumeric',
    schema: patterns.alphanumericSchema,
    pattern: patterns.alphanumericPattern,
    accept: ['abc123', 'ABC', '7'],
    reject: ['abc 123', 'abc-123', 'é', ''],
  },
  {
    name: 'payment-provider phone, exactly 10 digits',
    schema: patterns.providerPhoneSchema,
    pattern: patterns.providerPhonePattern,
    accept: ['5551234567', '0000000000', '1234567890'],
    reject: ['555123456', '55512345678', '555-123-4567', ''],
  },
  {
    name: 'payment-provider phone, 5 to 15 digits',
    schema: patterns.providerPhoneRangeSchema,
    pattern: patterns.providerPhoneRangePattern,
    accept: ['12345', '123456789012345', '5551234567'],
    reject: ['1234', '1234567890123456', '12 345', ''],
  },
  {
    name: 'free text up to 50',
    schema: patterns.freeTextSchema,
    pattern: patterns.freeTextPattern,
    accept: ['Smith & Sons, Inc.', 'A-1', 'x'.repeat(50)],
    reject: ['x'.repeat(51), 'Hello!', 'semi;colon', "O'Brien", ''],
  },
  {
    name: 'signed decimal',
    schema: patterns.signedDecimalSchema,
    pattern: patterns.signedDecimalPattern,
    accept: ['-1.5', '+3', '0.25', '.5', '42', '5.'],
    reject: ['1.2.3', '--1', '1e5', '+', '.', '1,000', ''],
  },
  {
    name: 'any text up to 30',
    schema: patterns.text30Schema,
    pattern: patterns.text30Pattern,
    accept: ['x'.repeat(30), 'a', 'line\nbreak', '😀'.repeat(30)],
    reject: ['x'.repeat(31), '😀'.repeat(31), ''],
  },
  {
    name: 'any text up to 60',
    schema: patterns.text60Schema,
    pattern: patterns.text60Pattern,
    accept: ['x'.repeat(60), 'a', 'tab\tand\nbreak'],
    reject: ['x'.repeat(61), `${'x'.repeat(60)}\n`, ''],
  },
  {
    name: 'phone digits up to 20',
    schema: patterns.phoneDigitsSchema,
    pattern: patterns.phoneDigitsPattern,
    accept: ['1', '1'.repeat(20), '15551234567'],
    reject: ['1'.repeat(21), '555-1234', '+15551234567', ''],
  },
  {
    name: 'supported amounts',
    schema: patterns.supportedAmountsSchema,
    pattern: patterns.supportedAmountsPattern,
    accept: ['15, 10, 5', '1,000.50', '25'],
    reject: ['$25', '15;10', '-5', 'abc', '   ', ''],
  },
  {
    name: 'full name',
    schema: patterns.fullNameSchema,
    pattern: patterns.fullNamePattern,
    accept: ['Jo Li', 'Mary Anne Smith', `${'A'.repeat(29)} ${'B'.repeat(30)}`, "Jean-Luc O'Neil"],
    reject: ['Cher', `${'A'.repeat(30)} ${'B'.repeat(30)}`, ' Jo Li', 'Jo Li ', 'Jo ', ''],
  },
];

describe.each(cases)('$name', ({ schema, pattern, accept, reject }) => {
  it.each(accept)('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
    if (pattern) expect(pattern.test(value)).toBe(true);
  });

  it.each(reject)('rejects %j', (value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([notValid]);
    if (pattern) expect(pattern.test(value)).toBe(false);
  });
});

describe('helpers', () => {
  it('isCalendarDate knows leap years', () => {
    expect(patterns.isCalendarDate('2/29/2024')).toBe(true);
    expect(patterns.isCalendarDate('2/29/2100')).toBe(false);
    expect(patterns.isCalendarDate('2/29/2400')).toBe(true);
  });

  it('isIsoCalendarDate refuses days a month does not have (Date.parse accepts 2024-02-30)', () => {
    expect(patterns.isIsoCalendarDate('2024-02-29')).toBe(true);
    expect(patterns.isIsoCalendarDate('2023-02-29')).toBe(false);
    expect(patterns.isIsoCalendarDate('2024-02-30')).toBe(false);
    expect(patterns.isIsoCalendarDate('2024-04-31')).toBe(false);
    expect(patterns.isIsoCalendarDate('2024-12-31')).toBe(true);
    expect(patterns.isIsoCalendarDate('2024-13-01')).toBe(false);
    expect(patterns.isIsoCalendarDate('2024-00-10')).toBe(false);
    expect(patterns.isIsoCalendarDate('2024-01-00')).toBe(false);
    expect(patterns.isIsoCalendarDate('2024-1-01')).toBe(false);
  });

  it('passesLuhn', () => {
    expect(patterns.passesLuhn('79927398713')).toBe(true);
    expect(patterns.passesLuhn('79927398710')).toBe(false);
    expect(patterns.passesLuhn('')).toBe(false);
  });

  it('splitEmailList trims each address', () => {
    expect(patterns.splitEmailList(' a@b.co ,c@d.org')).toEqual(['a@b.co', 'c@d.org']);
  });

  it('website host is matched literally, not as a regex', () => {
    expect(patterns.websitePattern('a+b.org').test('a+b.org/x')).toBe(true);
    expect(patterns.websitePattern('a+b.org').test('aab.org/x')).toBe(false);
  });

  // Browsers compile an input's `pattern` attribute with the `v` flag.
  it.each(Object.entries(patterns).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp))(
    '%s compiles as an HTML pattern attribute',
    (_name, pattern) => {
      expect(() => new RegExp(`^(?:${pattern.source})$`, 'v')).not.toThrow();
    },
  );
});
