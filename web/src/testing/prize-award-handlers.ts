// msw handlers for the prize awards: an in-memory fake of ListPrizeAwards and MovePrizeAwards. The
// list answers one class with TeamId and leaves the derived earned rows out unless asked; a move
// follows the award-state rules (shared/src/prizes/award-states.ts) and the Version read, refusing
// each award on its own with the API's wording. What was sent is recorded for the tests.
import { http, HttpResponse } from 'msw';
import { prizeAwardRoutes } from '@thon/shared/api/routes/prize-awards';
import {
  prizeAwardStateSchema,
  type MovePrizeAwardsRequest,
  type PrizeAwardWire,
} from '@thon/shared/api/schemas/prize-awards';
import { prizeAwardCannotMove, prizeAwardStale } from '@thon/shared/catalog/prize-award-messages';
import { canMoveAward, type AwardMoveTarget, type AwardState } from '@thon/shared/prizes/award-states';
import { mswPath } from './handlers';

export function awardFixture(overrides: Partial<PrizeAwardWire> = {}): PrizeAwardWire {
  return {
    AwardId: 'award-ava-1',
    TeamId: 't-12',
    ClassName: 'Room 12',
    ParticipantId: 'p-ava',
    FirstName: 'Ava',
    LastName: 'Adams',
    ShirtSize: 'YM',
    LevelId: 'lvl-1',
    LevelName: 'Glow level',
    Items: [{ ProductName: 'Glow shirt', Quantity: 1, SizeCode: 'YM' }],
    State: 'locked',
    Night: '2026-04-10',
    Version: 1,
    ...overrides,
  };
}

export function prizeAwardApi(options: { awards?: PrizeAwardWire[] } = {}) {
  let awards = options.awards ?? [awardFixture()];
  const sent = { lists: [] as Record<string, string>[], moves: [] as MovePrizeAwardsRequest[] };
  const handlers = [
    http.get(mswPath(prizeAwardRoutes.listPrizeAwards), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.lists.push(query);
      const rows = awards.filter(
        (award) =>
          (!query.TeamId || award.TeamId === query.TeamId) &&
          (query.IncludeEarned === 'true' || award.State !== 'earned'),
      );
      // Every state is counted, 0 included (the answer's Counts names each state).
      const Counts = Object.fromEntries(
        prizeAwardStateSchema.options.map((state) => [
          state,
          rows.filter((award) => award.State === state).length,
        ]),
      );
      return HttpResponse.json({ Awards: rows, Counts });
    }),
    http.post(mswPath(prizeAwardRoutes.movePrizeAwards), async ({ request }) => {
      const body = (await request.json()) as MovePrizeAwardsRequest;
      sent.moves.push(body);
      const to = body.To as AwardMoveTarget;
      const Moved: string[] = [];
      const Refused: { AwardId: string; Message: string }[] = [];
      for (const move of body.Moves) {
        const award = awards.find((candidate) => candidate.AwardId === move.AwardId);
        if (!award || award.State === 'earned') continue;
        const from = award.State as AwardState;
        if (award.Version !== move.Version) Refused.push({ AwardId: move.AwardId, Message: prizeAwardStale });
        else if (!canMoveAward(from, to))
          Refused.push({ AwardId: move.AwardId, Message: prizeAwardCannotMove(from, to) });
        else {
          awards = awards.map((candidate) =>
            candidate === award ? { ...award, State: to, Version: (award.Version ?? 0) + 1 } : candidate,
          );
          Moved.push(move.AwardId);
        }
      }
      return HttpResponse.json({ Moved, Refused });
    }),
  ];
  return {
    handlers,
    sent,
    /** The awards as they now stand. */
    awards: () => awards,
    /** Someone else moves an award meanwhile: the page's Version goes stale. */
    moveElsewhere: (awardId: string, state: AwardState) => {
      awards = awards.map((award) =>
        award.AwardId === awardId ? { ...award, State: state, Version: (award.Version ?? 0) + 1 } : award,
      );
    },
  };
}
