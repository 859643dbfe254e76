// Prize awards (docs/prizes.md, Awards and the nightly lock): the pick list of a Thon or a class,
// and the moves people make once the nightly lock has fixed an award. The Thon's workers reach
// every class; a class teacher only their own (another class answers like an unknown one).
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  listPrizeAwardsQuerySchema,
  listPrizeAwardsResponseSchema,
  movePrizeAwardsRequestSchema,
  movePrizeAwardsResponseSchema,
} from '../schemas/prize-awards';
import { thonScopedRoles } from './route-defaults';

const workersAndTeachers = { kind: 'signed-in', roles: ['teacher', ...thonScopedRoles] } as const;

export const prizeAwardRoutes = {
  listPrizeAwards: defineRoute({
    name: 'ListPrizeAwards',
    summary:
      "A Thon's prize awards with names, items and sizes (the pick list), one class with TeamId; IncludeEarned adds the levels reached that no nightly lock has fixed yet",
    method: 'GET',
    path: '/api/prize-awards/ListPrizeAwards',
    handler: 'prize-awards/list-prize-awards',
    auth: workersAndTeachers,
    table: 'read',
    request: { query: listPrizeAwardsQuerySchema },
    response: listPrizeAwardsResponseSchema,
  }),
  movePrizeAwards: defineRoute({
    name: 'MovePrizeAwards',
    summary:
      'Move up to 100 awards to picked, delivered, handed out (or back to locked), each conditioned on its state and the Version read; answers which moved and which were refused and why',
    method: 'POST',
    path: '/api/prize-awards/MovePrizeAwards',
    handler: 'prize-awards/move-prize-awards',
    auth: workersAndTeachers,
    table: 'write',
    request: { body: movePrizeAwardsRequestSchema },
    response: movePrizeAwardsResponseSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
