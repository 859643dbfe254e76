// msw handlers for the organizer's prize programme calls: an in-memory fake of GetPrizeProgramme,
// SavePrizeProgramme and SaveClassChallenges. Saves keep Version and ChallengesVersion as the API
// does (a stale one answers 409 with the API's message) and copy the products into the programme;
// what was sent is recorded for the tests to compare.
import { http, HttpResponse } from 'msw';
import { prizeRoutes } from '@thon/shared/api/routes/prizes';
import type {
  PrizeItemWire,
  PrizeProgrammeWire,
  SaveClassChallengesRequest,
  SavePrizeProgrammeRequest,
} from '@thon/shared/api/schemas/prizes';
import type { Product } from '@thon/shared/api/schemas/shop-catalog';
import { challengesStale, prizeProgrammeStale } from '@thon/shared/catalog/prize-messages';
import { mswPath } from './handlers';

export function programmeFixture(overrides: Partial<PrizeProgrammeWire> = {}): PrizeProgrammeWire {
  return {
    ThonId: 'evt-new',
    Mode: 'cumulative',
    Divisor: 30,
    Levels: [],
    Supplies: [],
    Version: 0,
    Challenges: [],
    ChallengesVersion: 0,
    DefaultDivisor: 30,
    UnitName: 'lap',
    ...overrides,
  };
}

export function prizeApi(options: { programme?: PrizeProgrammeWire; products?: Product[] } = {}) {
  let programme = options.programme ?? programmeFixture();
  const products = options.products ?? [];
  const sent = {
    programmes: [] as SavePrizeProgrammeRequest[],
    challenges: [] as SaveClassChallengesRequest[],
  };
  const item = (productId: string, quantity: number): PrizeItemWire => {
    const product = products.find((candidate) => candidate.ProductId === productId);
    return {
      ProductId: productId,
      VendorId: product?.VendorId ?? 'vendor-unknown',
      ProductName: product?.Name ?? productId,
      VendorName: product?.VendorName ?? '',
      ...(product?.Images[0] ? { ImageUrl: product.Images[0] } : {}),
      Sized: product?.Variants.some((variant) => variant.Size !== undefined) ?? false,
      Quantity: quantity,
    };
  };
  const handlers = [
    http.get(mswPath(prizeRoutes.getPrizeProgramme), () => HttpResponse.json(programme)),
    http.post(mswPath(prizeRoutes.savePrizeProgramme), async ({ request }) => {
      const body = (await request.json()) as SavePrizeProgrammeRequest;
      sent.programmes.push(body);
      if (body.Version !== programme.Version)
        return HttpResponse.json({ message: prizeProgrammeStale }, { status: 409 });
      programme = {
        ...programme,
        Mode: body.Mode,
        Divisor: body.Divisor,
        Levels: body.Levels.map((level, index) => ({
          LevelId: level.LevelId ?? `level-${programme.Version + 1}-${index}`,
          Name: level.Name,
          ThresholdPerUnitCents: level.ThresholdPerUnitCents,
          ...(level.PictureUrl ? { PictureUrl: level.PictureUrl } : {}),
          Prizes: level.Prizes.map((prize) => item(prize.ProductId, prize.Quantity)),
        })),
        Supplies: body.Supplies.map((supply) => item(supply.ProductId, 1)),
        Version: programme.Version + 1,
      };
      return HttpResponse.json(programme);
    }),
    http.post(mswPath(prizeRoutes.saveClassChallenges), async ({ request }) => {
      const body = (await request.json()) as SaveClassChallengesRequest;
      sent.challenges.push(body);
      if (body.ChallengesVersion !== programme.ChallengesVersion)
        return HttpResponse.json({ message: challengesStale }, { status: 409 });
      programme = {
        ...programme,
        Challenges: body.Challenges.map((challenge, index) => ({
          ChallengeId: challenge.ChallengeId ?? `challenge-${index}`,
          Name: challenge.Name,
          Metric: challenge.Metric,
          Target: challenge.Target,
          Reward: challenge.Reward,
        })),
        ChallengesVersion: programme.ChallengesVersion + 1,
      };
      return HttpResponse.json(programme);
    }),
  ];
  return {
    handlers,
    sent,
    /** Someone else saves meanwhile: the page's version goes stale. */
    changeElsewhere: () => {
      programme = {
        ...programme,
        Version: programme.Version + 1,
        ChallengesVersion: programme.ChallengesVersion + 1,
      };
    },
  };
}
