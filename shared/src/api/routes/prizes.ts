// A Thon's prize programme and class challenges (docs/prizes.md): the organizer's editor reads and
// saves them (each part conditioned on its own version), the class teachers read them, and donors
// read the public view with every class's challenge progress.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { publicPagePaths } from '../public-page-paths';
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  getPrizeProgrammeQuerySchema,
  prizeProgrammeSchema,
  saveClassChallengesRequestSchema,
  saveClassChallengesResponseSchema,
  savePrizeProgrammeRequestSchema,
  savePrizeProgrammeResponseSchema,
} from '../schemas/prizes';
import { thonPrizesPathSchema, thonPrizesSchema } from '../schemas/thon-prizes';
import { noQuery, publicPageCache, thonScopedRoles } from './route-defaults';

export const prizeRoutes = {
  getPrizeProgramme: defineRoute({
    name: 'GetPrizeProgramme',
    summary:
      "A Thon's prize programme as saved (empty levels when none) and its class challenges: the Thon's workers and the class teachers of its teams",
    method: 'GET',
    path: '/api/prizes/GetPrizeProgramme',
    handler: 'prizes/get-prize-programme',
    auth: { kind: 'signed-in', roles: ['teacher', ...thonScopedRoles] },
    table: 'read',
    request: { query: getPrizeProgrammeQuerySchema },
    response: prizeProgrammeSchema,
  }),
  savePrizeProgramme: defineRoute({
    name: 'SavePrizeProgramme',
    summary:
      "Save a Thon's prize levels, mode, divisor and supplies from active prize products of vendors serving its franchise; 409 on a stale Version",
    method: 'POST',
    path: '/api/prizes/SavePrizeProgramme',
    handler: 'prizes/save-prize-programme',
    auth: { kind: 'signed-in', roles: thonScopedRoles },
    table: 'write',
    uses: ['cdn'],
    request: { body: savePrizeProgrammeRequestSchema },
    response: savePrizeProgrammeResponseSchema,
  }),
  saveClassChallenges: defineRoute({
    name: 'SaveClassChallenges',
    summary: "Save a Thon's class challenges (at most 6); 409 on a stale ChallengesVersion",
    method: 'POST',
    path: '/api/prizes/SaveClassChallenges',
    handler: 'prizes/save-class-challenges',
    auth: { kind: 'signed-in', roles: thonScopedRoles },
    table: 'write',
    uses: ['cdn'],
    request: { body: saveClassChallengesRequestSchema },
    response: saveClassChallengesResponseSchema,
  }),
  // Public and cached like the event page; a save invalidates it.
  getThonPrizes: defineRoute({
    name: 'GetThonPrizes',
    summary:
      "A Thon's prize levels (pictures, prize names) and each class challenge with every class's progress; no child named",
    method: 'GET',
    path: publicPagePaths.thonPrizes,
    handler: 'prizes/get-thon-prizes',
    auth: { kind: 'public' },
    table: 'read',
    cache: publicPageCache,
    request: { path: thonPrizesPathSchema, ...noQuery },
    response: thonPrizesSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
