import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineRoute } from '@thon/shared/api/route-definition';
import { routeList } from '@thon/shared/api/routes';
import { server } from '../testing/msw-server';
import { ApiError, callApi } from './api-client';
import { lenient } from './lenient-schema';

// Shaped like the shared response schemas: strict objects at every depth, arrays, a union, a
// nullable and an optional part, a refinement and a transform.
const child = z.strictObject({ id: z.string(), name: z.string() });
const answer = z.strictObject({
  parent: z.strictObject({ id: z.string(), address: z.strictObject({ city: z.string() }).nullable() }),
  children: z.array(child).refine((list) => list.length <= 9, 'at most 9'),
  pages: z.array(
    z.union([
      z.strictObject({ kind: z.literal('event'), eventId: z.string() }),
      z.strictObject({ kind: z.literal('student'), participantId: z.string() }),
    ]),
  ),
  note: z.strictObject({ text: z.string() }).optional(),
  total: z.string().pipe(z.transform((text) => Number(text))),
});

const withExtras = {
  parent: { id: 'p1', address: { city: 'Ames', zip: '50010' }, role: 'parent' },
  children: [{ id: 'c1', name: 'Ann', surname: 'Lee' }],
  pages: [
    { kind: 'event', eventId: 'e1', banner: 'x' },
    { kind: 'student', participantId: 'c1', rank: 1 },
  ],
  note: { text: 'hi', color: 'red' },
  total: '12',
  addedLater: { anything: true },
};

const expected = {
  parent: { id: 'p1', address: { city: 'Ames' } },
  children: [{ id: 'c1', name: 'Ann' }],
  pages: [
    { kind: 'event', eventId: 'e1' },
    { kind: 'student', participantId: 'c1' },
  ],
  note: { text: 'hi' },
  total: 12,
};

describe('lenient', () => {
  it('strips unknown fields at the top level, in nested objects, in arrays and in unions', () => {
    expect(lenient(answer).parse(withExtras)).toEqual(expected);
  });

  it('leaves the shared schema strict', () => {
    expect(answer.safeParse(withExtras).success).toBe(false);
    expect(answer.parse({ ...expected, total: '12' })).toEqual(expected);
  });

  it('still fails on a missing required field, a wrong type or a broken refinement', () => {
    const { children: _children, ...withoutChildren } = withExtras;
    expect(lenient(answer).safeParse(withoutChildren).success).toBe(false);
    expect(
      lenient(answer).safeParse({ ...withExtras, children: [{ id: 'c1', surname: 'Lee' }] }).success,
    ).toBe(false);
    expect(lenient(answer).safeParse({ ...withExtras, parent: { id: 7, address: null } }).success).toBe(
      false,
    );
    const ten = Array.from({ length: 10 }, (_, index) => ({ id: `c${index}`, name: 'n' }));
    expect(lenient(answer).safeParse({ ...withExtras, children: ten }).success).toBe(false);
  });

  it('builds a lenient copy of every route answer in the table', () => {
    for (const route of routeList) {
      const copy = lenient(route.response);
      expect(copy._zod.def.type, route.name).toBe(route.response._zod.def.type);
    }
  });

  it('builds the lenient copy once per schema', () => {
    expect(lenient(answer)).toBe(lenient(answer));
  });

  it('keeps a loose object loose and a plain object stripping', () => {
    const loose = z.looseObject({ id: z.string() });
    expect(lenient(loose).parse({ id: 'a', kept: 1 })).toEqual({ id: 'a', kept: 1 });
    expect(lenient(z.object({ id: z.string() })).parse({ id: 'a', gone: 1 })).toEqual({ id: 'a' });
  });
});

describe('callApi reads answers leniently', () => {
  const route = defineRoute({
    name: 'TestLenient',
    summary: 'test only',
    method: 'GET',
    path: '/api/Test/Lenient',
    handler: 'test/lenient',
    auth: { kind: 'public' },
    table: 'none',
    request: {},
    response: answer,
  });

  it('drops a field the server added since this page was built', async () => {
    server.use(http.get('*/api/Test/Lenient', () => HttpResponse.json(withExtras)));

    await expect(callApi(route)).resolves.toEqual(expected);
  });

  it('still refuses an answer missing a required field', async () => {
    const { parent: _parent, ...withoutParent } = withExtras;
    server.use(http.get('*/api/Test/Lenient', () => HttpResponse.json(withoutParent)));

    const failure = await callApi(route).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, kind: 'invalid-response' });
  });
});
