// The donor pages call these routes by bare address (no schemas): each address must be its
// route's, or a page would call a route that is not there.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import { eventNotFound, publicReads, type RouteAddress } from '../../src/api/public-reads';
import { pledgeRoutes } from '../../src/api/routes/pledges';
import { prizeRoutes } from '../../src/api/routes/prizes';
import { publicPageRoutes } from '../../src/api/routes/public-pages';
import { eventCodeResponseSchema } from '../../src/api/schemas/event-code';

type AnswerOf<A> = A extends RouteAddress<string, unknown, infer Answer> ? Answer : never;

const routeOf = {
  eventCode: publicPageRoutes.eventCode,
  getEventPage: publicPageRoutes.getEventPage,
  getStudentPage: publicPageRoutes.getStudentPage,
  recordVisit: publicPageRoutes.recordVisit,
  getPledgeOptions: pledgeRoutes.getPledgeOptions,
  getThonPrizes: prizeRoutes.getThonPrizes,
};

describe('public reads', () => {
  it('name each route by its method and path', () => {
    expect(Object.keys(publicReads).sort()).toEqual(Object.keys(routeOf).sort());
    for (const [name, route] of Object.entries(routeOf)) {
      const address = publicReads[name as keyof typeof publicReads];
      expect({ method: address.method, path: address.path }, name).toEqual({
        method: route.method,
        path: route.path,
      });
    }
  });

  it("declare each answer's JSON kind and type as its route's response", () => {
    expect(publicReads.eventCode.answer).toBe('string');
    expect(eventCodeResponseSchema.parse(eventNotFound)).toBe(eventNotFound);
    for (const name of [
      'getEventPage',
      'getStudentPage',
      'recordVisit',
      'getPledgeOptions',
      'getThonPrizes',
    ] as const) {
      expect(publicReads[name].answer, name).toBe('object');
    }
    expectTypeOf<AnswerOf<typeof publicReads.getStudentPage>>().toEqualTypeOf<
      z.output<typeof publicPageRoutes.getStudentPage.response>
    >();
    expectTypeOf<AnswerOf<typeof publicReads.getPledgeOptions>>().toEqualTypeOf<
      z.output<typeof pledgeRoutes.getPledgeOptions.response>
    >();
    expectTypeOf<AnswerOf<typeof publicReads.getThonPrizes>>().toEqualTypeOf<
      z.output<typeof prizeRoutes.getThonPrizes.response>
    >();
  });
});
