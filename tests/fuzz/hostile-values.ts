// The raw material of hostile requests: strings no form would send (lone surrogates, control
// characters, oversized text, look-alikes of ids and operators), wrong JSON types, and values
// shaped like the contract's fields so some requests get past the first check and reach deeper.
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** A lone UTF-16 surrogate: JSON can escape one, UTF-8 cannot carry it. */
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');

const hostileUnit = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 4 },
  { arbitrary: loneSurrogate, weight: 2 },
  { arbitrary: fc.constantFrom('\u0000', '\n', '\r', '\t', '\u202e', '\ufeff', '\ufffd'), weight: 1 },
);

/** Words a handler may treat specially: prototypes, operators, ids of the wrong shape. */
const trickyWords = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e400',
  '9007199254740993',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${7*7}',
  '{"$ne":null}',
  'pm_',
  'pm_card_visa',
  '00000000-0000-0000-0000-000000000000',
  '7d3c1a52-3e8f-4c47-9d7e-2c1f0b6a9e11',
  '2026-02-30',
  'a@b.c',
  ' ',
);

/** Any of: tricky words, arbitrary code points with lone surrogates, or a very long string. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: trickyWords, weight: 3 },
  { arbitrary: fc.string({ unit: hostileUnit, maxLength: 24 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('x', '😀', 'é', '\ud800'), fc.constantFrom(300, 5_001, 20_000, 70_000))
      .map(([text, times]) => text.repeat(times)),
    weight: 1,
  },
);

/** A JSON value of any type, hostile strings included: what a field gets when its type is wrong. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1, [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

function schemaTypes(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Strings the field's pattern accepts, or undefined for a pattern fast-check cannot generate from (lookahead). */
function matching(pattern: string, maxLength: number | undefined): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern)).map((text) => text.slice(0, maxLength));
  } catch {
    return undefined;
  }
}

/** A plausible value for the field (its enum, its pattern, its type), so checks after it run. */
function plausible(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueFor(variant, depth)));
  const type = schemaTypes(schema)[0];
  switch (type) {
    case 'string':
      return (
        (schema.pattern && matching(schema.pattern, schema.maxLength)) ||
        fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) })
      );
    case 'integer':
      return fc.integer({ min: -5, max: 100_000 });
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.double({ min: 0, max: 10_000, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, depth + 1) : wrongType, { maxLength: 3 });
    case 'object':
      return objectFor(schema, depth + 1);
    default:
      return wrongType;
  }
}

/** A field's value: mostly plausible, sometimes hostile text or the wrong type altogether. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return wrongType;
  return fc.oneof(
    { arbitrary: plausible(schema, depth), weight: 5 },
    { arbitrary: hostileString, weight: 2 },
    { arbitrary: wrongType, weight: 1 },
  );
}

/** An object shaped by the schema: each field present or not, plus junk fields now and then. */
export function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = fc.record(
    Object.fromEntries(
      properties.map(([name, field]) => [name, fc.option(valueFor(field, depth), { nil: undefined })]),
    ),
  );
  const junk = fc.option(fc.dictionary(hostileString, wrongType, { maxKeys: 3 }), {
    nil: undefined,
    freq: 3,
  });
  return fc.tuple(fields, junk).map(([known, extra]) => {
    const object: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(known)) if (value !== undefined) object[name] = value;
    // Junk keys are defined as own properties, so "__proto__" is sent as a field, not a prototype.
    for (const [name, value] of Object.entries(extra ?? {})) {
      Object.defineProperty(object, name, { value, enumerable: true, configurable: true, writable: true });
    }
    return object;
  });
}

/** A path segment no client of ours sends: empty-ish, encoded separators, broken escapes, huge. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '.',
    '..',
    '%2e%2e',
    '%2F',
    '%2f..%2f',
    '%00',
    '%',
    '%zz',
    '%FF',
    '%C0%AF',
    '%ED%A0%80',
    '%E2%80%AE',
    '%20',
    '+',
    'current',
    'probe',
    'a'.repeat(2_000),
    '7d3c1a52-3e8f-4c47-9d7e-2c1f0b6a9e11',
  ),
  hostileString.map((text) => percentEncode(text.slice(0, 3_000))),
);

/**
 * Percent-encodes the UTF-8 of `text` (a lone surrogate goes as U+FFFD's bytes, as any HTTP
 * client sends it); encodeURIComponent would throw on it instead.
 */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/u.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}
