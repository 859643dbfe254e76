// msw fake of the prize calculator's API, built on the shared rules the API runs
// (shared/src/prizes/calculator.ts: expected shares, sizes, buffer, packs, minimums, cost warnings),
// so the page is tested against the same decisions. RunPrizeCalculator checks the body with the
// route's schema (400 with its message), refuses percents that rise with the level as the API does,
// and answers an unknown Thon 404. CreateCartsFromCalculation needs an Idempotency-Key: the same key
// answers the same carts, the same key with another body is 409. Tests add the handlers with
// server.use(...prizeCalculatorApi(...).handlers) and read what was sent from `sent`.
import { http, HttpResponse } from 'msw';
import { prizeCalculatorRoutes } from '@thon/shared/api/routes/prize-calculator';
import {
  runPrizeCalculatorRequestSchema,
  type CalculatorCart,
  type PrizeCalculation,
  type RunPrizeCalculatorRequest,
} from '@thon/shared/api/schemas/prize-calculator';
import { notFound } from '@thon/shared/catalog/messages';
import { calculatorKeyReused, calculatorPercentsRise } from '@thon/shared/catalog/prize-calculator-messages';
import {
  calculate,
  expectedShares,
  risingShare,
  type CalculatorLevelInput,
  type CalculatorProduct,
} from '@thon/shared/prizes/calculator';
import type { PrizeMode } from '@thon/shared/prizes/prize-levels';
import { mswPath } from './handlers';

export interface FakeCalculatorThon {
  thonId: string;
  thonName: string;
  mode: PrizeMode;
  divisor: number;
  levels: CalculatorLevelInput[];
  supplies: { productId: string; productName: string }[];
  products: CalculatorProduct[];
  participants: number;
  shirtSizeCounts: Record<string, number>;
  /** Past participants' credits in cents given once; empty: no history. */
  pastCredits: number[];
  pastThons: PrizeCalculation['PastThons'];
  historyOf: PrizeCalculation['HistoryOf'];
  expectedRaiseCents: number;
  /** Awards not void per level, once the Thon has started; absent before. */
  actualAwards?: Record<string, number>;
}

const refusal = (status: number, message: string) => HttpResponse.json({ message }, { status });

function calculationOf(thon: FakeCalculatorThon, request: RunPrizeCalculatorRequest): PrizeCalculation {
  const result = calculate({
    mode: thon.mode,
    divisor: thon.divisor,
    levels: thon.levels,
    supplies: thon.supplies,
    products: new Map(thon.products.map((product) => [product.productId, product])),
    participants: thon.participants,
    shirtSizeCounts: thon.shirtSizeCounts,
    pastCredits: thon.pastCredits,
    overridePercents: new Map(
      (request.ExpectedPercents ?? []).map((level) => [level.LevelId, level.Percent]),
    ),
    bufferPercent: request.BufferPercent,
    budgetCents: request.BudgetCents,
    expectedRaiseCents: thon.expectedRaiseCents,
  });
  const history = result.basis === 'history' || (thon.pastCredits.length > 0 && result.basis === 'edited');
  return {
    ThonId: thon.thonId,
    ThonName: thon.thonName,
    Mode: thon.mode,
    Divisor: thon.divisor,
    BufferPercent: request.BufferPercent,
    Basis: result.basis,
    HistoryOf: history ? thon.historyOf : null,
    PastThons: history ? thon.pastThons : [],
    Participants: thon.participants,
    ExpectedRaiseCents: thon.expectedRaiseCents,
    Levels: result.levels.map((level) => ({
      LevelId: level.level.levelId,
      Name: level.level.name,
      ThresholdPerUnitCents: level.level.thresholdPerUnitCents,
      ExpectedPercent: level.expectedPercent,
      ReachingStudents: level.reaching,
      ExpectedStudents: level.receiving,
      ActualAwards: thon.actualAwards ? (thon.actualAwards[level.level.levelId] ?? 0) : null,
      Items: level.items,
    })),
    Supplies: result.supplies,
    TotalCostCents: result.totalCostCents,
    BudgetCents: request.BudgetCents ?? null,
    Warnings: result.warnings,
  };
}

/** One draft cart per vendor with the calculation's lines, as the cart builder would hold them. */
function cartsOf(calculation: PrizeCalculation, firstNumber: number): CalculatorCart[] {
  const items = [...calculation.Levels.flatMap((level) => level.Items), ...calculation.Supplies];
  const vendors = [...new Map(items.map((item) => [item.VendorId, item.VendorName])).entries()];
  return vendors.map(([vendorId, vendorName], index) => {
    const lines = items
      .filter((item) => item.VendorId === vendorId)
      .map((item) => ({
        ProductId: item.ProductId,
        ProductName: item.ProductName,
        VariantId: item.VariantId,
        Size: item.SizeCode,
        Quantity: item.Quantity,
        LineTotalCents: item.CostCents,
      }));
    return {
      OrderId: `cart-${firstNumber + index}`,
      VendorId: vendorId,
      VendorName: vendorName,
      Version: 1,
      Lines: lines,
      TotalCents: lines.reduce((sum, line) => sum + line.LineTotalCents, 0),
    };
  });
}

export function prizeCalculatorApi(options: { thons: FakeCalculatorThon[] }) {
  const sent = {
    runs: [] as unknown[],
    creates: [] as { key: string | null; body: unknown }[],
  };
  /** Carts made, by Idempotency-Key, with the body that made them. */
  const made = new Map<string, { body: string; carts: CalculatorCart[] }>();
  let cartCount = 0;

  const checked = (body: unknown) => {
    const parsed = runPrizeCalculatorRequestSchema.safeParse(body);
    if (!parsed.success) return refusal(400, parsed.error.issues[0]?.message ?? 'Bad request');
    const thon = options.thons.find((candidate) => candidate.thonId === parsed.data.ThonId);
    if (!thon) return refusal(404, notFound);
    const overrides = new Map(
      (parsed.data.ExpectedPercents ?? []).map((level) => [level.LevelId, level.Percent]),
    );
    const { shares } = expectedShares(thon.levels, thon.divisor, thon.pastCredits, overrides);
    const rising = risingShare(thon.levels, shares);
    if (rising) return refusal(400, calculatorPercentsRise(rising.higher.name, rising.lower.name));
    return calculationOf(thon, parsed.data);
  };

  const handlers = [
    http.post(mswPath(prizeCalculatorRoutes.runPrizeCalculator), async ({ request }) => {
      const body: unknown = await request.json();
      sent.runs.push(body);
      const answer = checked(body);
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
    http.post(mswPath(prizeCalculatorRoutes.createCartsFromCalculation), async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const body: unknown = await request.json();
      sent.creates.push({ key, body });
      if (!key) return refusal(400, 'The Idempotency-Key header is required.');
      const before = made.get(key);
      if (before) {
        return before.body === JSON.stringify(body)
          ? HttpResponse.json({ Carts: before.carts })
          : refusal(409, calculatorKeyReused);
      }
      const answer = checked(body);
      if (answer instanceof Response) return answer;
      const carts = cartsOf(answer, cartCount + 1);
      cartCount += carts.length;
      made.set(key, { body: JSON.stringify(body), carts });
      return HttpResponse.json({ Carts: carts });
    }),
  ];
  return { handlers, sent };
}
