// One hostile request for an operation, as plain data (so fast-check can shrink it and a finding
// prints it): odd path segments and query strings, bodies of the wrong type, broken JSON and
// multipart, junk and missing headers, and which caller sends it (the session is added on send).
import fc from 'fast-check';
import { hostilePathSegment, hostileString, objectFor, percentEncode, wrongType } from './hostile-values';
import type { FuzzOperation, JsonSchema } from './openapi-operations';

/** Signed out, or signed in as one of these roles (a fresh session per operation). */
export const fuzzRoles = ['participant', 'parent', 'teacher', 'organizer', 'super-admin'] as const;
export type FuzzCaller = 'signed-out' | (typeof fuzzRoles)[number];

/** How a signed-in caller presents its session: as a client would, or tampered. */
export type SessionUse = 'valid' | 'other-user-id' | 'no-user-id' | 'junk-token' | 'bare-bearer';

export interface HostileRequest {
  operationId: string;
  method: string;
  /** Path and query, already encoded. */
  target: string;
  caller: FuzzCaller;
  session: SessionUse;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** How the body was made, for the reproduction. */
  bodyKind: string;
}

/**
 * Only what can reach the API: CloudFront refuses a URL over 8 KB, and the local gateway (Node's
 * HTTP server) resets a connection whose request line and headers pass 16 KB, so the fuzz keeps
 * the target within 4 KB and junk headers within about 7 KB.
 */
const maxTargetChars = 4_096;

/** Header values Node's client can send: printable Latin-1 and tab (HTTP carries bytes, not text). */
const headerText = fc.oneof(
  fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }))
      .map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.constantFrom('', ' ', 'null', '-1', 'Bearer', 'a'.repeat(1_000), '7d3c1a52-3e8f-4c47-9d7e-2c1f0b6a9e11'),
);
const headerName = fc.stringMatching(/^x-[a-z0-9-]{1,20}$/u);

/** Headers handlers or the edge read, given junk, plus unknown ones. */
const junkHeaders = fc.record(
  {
    'idempotency-key': headerText,
    'x-pledge-token': headerText,
    'x-time-zone': headerText,
    'stripe-signature': fc.oneof(headerText, fc.constant('t=1,v1=00')),
    'cloudfront-viewer-address': headerText,
    'x-forwarded-for': headerText,
    extra: fc.dictionary(headerName, headerText, { maxKeys: 3 }),
  },
  { requiredKeys: [] },
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=latin1',
  '*/*',
);

const boundary = 'fuzzboundary7MA4YWxk';

/** A multipart body from form fields; `broken` picks one way to break it. */
function multipartBody(
  fields: Record<string, unknown>,
  fileField: string | undefined,
  broken: string,
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const isFile = name === fileField || broken === 'file-everywhere';
    const values = Array.isArray(value) && isFile ? value : [value];
    for (const one of values) {
      const text = typeof one === 'string' ? one : JSON.stringify(one ?? null);
      const disposition = isFile
        ? `form-data; name="${name}"; filename="${broken === 'odd-filename' ? '../\u0000x'.repeat(50) : 'a.png'}"`
        : `form-data; name="${name}"`;
      const headers = broken === 'no-disposition' ? '' : `Content-Disposition: ${disposition}\r\n`;
      parts.push(Buffer.from(`--${boundary}\r\n${headers}\r\n${text}\r\n`, 'utf8'));
    }
  }
  const end =
    broken === 'no-closing'
      ? ''
      : broken === 'junk-after'
        ? `--${boundary}--\r\n\u00ff\u0000`
        : `--${boundary}--\r\n`;
  return Buffer.concat([...parts, Buffer.from(end, 'latin1')]);
}

function bodyArbitrary(
  operation: FuzzOperation,
): fc.Arbitrary<{ kind: string; bytes: Buffer | undefined; type: string | undefined }> {
  const schema: JsonSchema = operation.body?.schema ?? { type: 'object', properties: {} };
  const shaped = objectFor(schema);
  const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
  const asJson = fc
    .tuple(shaped, contentTypes)
    .map(([value, type]) => ({ kind: 'json', bytes: json(value), type }));
  const variants: {
    arbitrary: fc.Arbitrary<{ kind: string; bytes: Buffer | undefined; type: string | undefined }>;
    weight: number;
  }[] = [
    { arbitrary: asJson, weight: operation.body ? 8 : 1 },
    {
      arbitrary: wrongType.map((value) => ({
        kind: 'json of the wrong type',
        bytes: json(value),
        type: 'application/json',
      })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(shaped, fc.nat()).map(([value, cut]) => {
        const text = JSON.stringify(value);
        return {
          kind: 'truncated json',
          bytes: Buffer.from(text.slice(0, cut % Math.max(1, text.length))),
          type: 'application/json',
        };
      }),
      weight: 2,
    },
    {
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((bytes) => ({ kind: 'raw bytes', bytes: Buffer.from(bytes), type: 'application/json' })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          '{"a":1,"a":2}',
          '{"__proto__":{"polluted":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
          `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
          `{"x":"${'a'.repeat(70_000)}"}`,
          '\ufeff{}',
          'null',
          '"\\ud800"',
          '1e999',
        )
        .map((text) => ({
          kind: 'crafted json',
          bytes: Buffer.from(text, 'utf8'),
          type: 'application/json',
        })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          shaped,
          fc.constantFrom(
            'none',
            'no-closing',
            'junk-after',
            'no-disposition',
            'odd-filename',
            'file-everywhere',
            'wrong-boundary',
          ),
        )
        .map(([value, broken]) => ({
          kind: `multipart (${broken})`,
          bytes: multipartBody(value, operation.body?.kind === 'multipart' ? 'Files' : undefined, broken),
          type: `multipart/form-data; boundary=${broken === 'wrong-boundary' ? 'other' : boundary}`,
        })),
      weight: operation.body?.kind === 'multipart' ? 8 : 1,
    },
    { arbitrary: fc.constant({ kind: 'no body', bytes: undefined, type: undefined }), weight: 1 },
  ];
  return fc.oneof(...variants);
}

function targetArbitrary(operation: FuzzOperation): fc.Arbitrary<string> {
  const segments = fc.tuple(...operation.pathParameters.map(() => hostilePathSegment));
  const query = fc.option(
    fc.dictionary(
      hostileString.map((key) => percentEncode(key.slice(0, 200))),
      hostileString.map((value) => percentEncode(value.slice(0, 2_000))),
      {
        maxKeys: 3,
      },
    ),
    { nil: undefined, freq: 2 },
  );
  return fc.tuple(segments, query).map(([values, pairs]) => {
    let index = 0;
    const path = operation.path.replace(/\{\w+\}/gu, () => values[index++] ?? 'x');
    const search = pairs
      ? Object.entries(pairs)
          .map(([key, value]) => `${key}=${value}`)
          .join('&')
      : '';
    return search ? `${path}?${search}`.slice(0, maxTargetChars) : path;
  });
}

function callerArbitrary(operation: FuzzOperation): fc.Arbitrary<FuzzCaller> {
  const everyone = fc.constantFrom<FuzzCaller>('signed-out', ...fuzzRoles);
  const { roles } = operation;
  if (roles === undefined) return everyone;
  const allowed = roles === 'any' ? [...fuzzRoles] : fuzzRoles.filter((role) => roles.includes(role));
  // Mostly a caller the route lets in, so the fuzz reaches its input checks and the domain.
  return allowed.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...allowed), weight: 4 }, { arbitrary: everyone, weight: 1 })
    : everyone;
}

export function hostileRequest(operation: FuzzOperation): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      target: targetArbitrary(operation),
      caller: callerArbitrary(operation),
      session: fc.oneof(
        { arbitrary: fc.constant<SessionUse>('valid'), weight: 6 },
        {
          arbitrary: fc.constantFrom<SessionUse>('other-user-id', 'no-user-id', 'junk-token', 'bare-bearer'),
          weight: 1,
        },
      ),
      body: bodyArbitrary(operation),
      headers: junkHeaders,
      dropContentType: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
    })
    .map(({ target, caller, session, body, headers, dropContentType }) => {
      const { extra, ...known } = headers;
      const all: Record<string, string> = { ...extra, ...known };
      if (body.type && !dropContentType) all['content-type'] = body.type;
      return {
        operationId: operation.operationId,
        method: operation.method,
        target,
        caller,
        session,
        headers: all,
        body: body.bytes,
        bodyKind: body.kind,
      };
    });
}
