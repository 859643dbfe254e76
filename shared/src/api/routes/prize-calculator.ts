// The prize calculator (docs/prizes.md, The calculator): how many of each prize and supply a Thon's
// programme needs, rounded to the vendors' packs and minimums and priced, and one draft cart per
// vendor made from it in the shop's cart builder.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  calculatorCartsSchema,
  prizeCalculationSchema,
  runPrizeCalculatorRequestSchema,
} from '../schemas/prize-calculator';
import { noQuery } from './route-defaults';

/**
 * The shop's buyers, and franchisee team leaders who may run (not order) the calculation for the
 * Thons they are assigned to; the scope decides per Thon.
 */
const calculatorRunners = {
  kind: 'signed-in',
  roles: ['super-admin', 'franchisee-user', 'franchisee-team-leader', 'organizer'],
} as const;
/** Exactly the shop's buyers (shop-orders' CreateCart). */
const buyers = { kind: 'signed-in', roles: ['super-admin', 'franchisee-user', 'organizer'] } as const;

export const prizeCalculatorRoutes = {
  runPrizeCalculator: defineRoute({
    name: 'RunPrizeCalculator',
    summary:
      "The prizes and supplies a Thon's programme needs: expected students per level from the school's (else the franchise's) last three completed Thons, else a default distribution, else the caller's percents; sized prizes split by the roster's shirt sizes; plus a buffer, rounded to packs and minimums, priced, against a budget and 10% of the expected raise; after the start, actual awards per level",
    method: 'POST',
    path: '/api/prize-calculator/RunPrizeCalculator',
    handler: 'prize-calculator/run-prize-calculator',
    auth: calculatorRunners,
    table: 'read',
    request: { body: runPrizeCalculatorRequestSchema, ...noQuery },
    response: prizeCalculationSchema,
  }),
  createCartsFromCalculation: defineRoute({
    name: 'CreateCartsFromCalculation',
    summary:
      'Recalculate and make one draft cart per vendor in the cart builder with the calculated quantities (requires an Idempotency-Key header: the same key answers the same carts; another body with it is 409)',
    method: 'POST',
    path: '/api/prize-calculator/CreateCartsFromCalculation',
    handler: 'prize-calculator/create-carts-from-calculation',
    auth: buyers,
    table: 'write',
    request: { body: runPrizeCalculatorRequestSchema, ...noQuery },
    response: calculatorCartsSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
