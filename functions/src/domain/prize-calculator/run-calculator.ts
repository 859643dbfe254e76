// RunPrizeCalculator (docs/prizes.md, The calculator): reads the Thon, its programme, roster,
// history and products, then the pure arithmetic (shared/src/prizes/calculator.ts) answers how many
// of each prize and supply to order, priced, with warnings; after the Thon started, the awards not
// void per level beside the expected students.
import type { PrizeCalculation, RunPrizeCalculatorRequest } from '@thon/shared/api/schemas/prize-calculator';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import {
  calculatorLevelTwice,
  calculatorNoProgramme,
  calculatorPercentsRise,
  calculatorUnknownLevel,
} from '@thon/shared/catalog/prize-calculator-messages';
import {
  calculate,
  expectedShares,
  risingShare,
  type CalculatorLevelInput,
  type CalculatorProduct,
} from '@thon/shared/prizes/calculator';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { ProductRecord } from '../../data/repositories/products-repository';
import { scopedCaller } from '../access/caller-scope';
import { canWorkOnThon, notFoundUnless } from '../access/scope';
import type { Caller } from '../caller';
import { Conflict, RuleBroken } from '../errors';
import { assertBuyerOf } from '../shop-orders/order-access';
import { historyOf } from './history';
import type { CalculatorPorts } from './ports';

/**
 * Who may run it: the shop's buyers of this Thon, and a franchisee team leader assigned to it (who
 * may plan but not order). Out of reach answers like an unknown Thon.
 */
async function thonForCalculator(
  deps: CalculatorPorts,
  caller: Caller,
  thonId: string,
): Promise<EventRecord> {
  const [event, scoped] = await Promise.all([
    deps.reads.getEvent(thonId),
    scopedCaller(deps.callers, caller),
  ]);
  notFoundUnless(event !== undefined, noSuchEvent);
  if (scoped.role === 'franchisee-team-leader') notFoundUnless(canWorkOnThon(scoped, event), noSuchEvent);
  else await assertBuyerOf(deps, scoped, event, noSuchEvent);
  return event;
}

function rosterSizes(participants: readonly ParticipantRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const participant of participants)
    if (participant.shirtSize) counts[participant.shirtSize] = (counts[participant.shirtSize] ?? 0) + 1;
  return counts;
}

/** The products still on sale by their vendor, as the arithmetic reads them. */
function onSale(products: readonly ProductRecord[]): Map<string, CalculatorProduct> {
  return new Map(
    products
      .filter((product) => product.status === 'active')
      .map((product) => [
        product.productId,
        {
          productId: product.productId,
          name: product.name,
          vendorId: product.vendorId,
          vendorName: product.vendorName,
          packSize: product.packSize,
          minimumQuantity: product.minimumOrder,
          priceCents: product.priceCents,
          variants: product.variants,
          amountPerParticipant: product.amountPerParticipant,
          quantityUnit: product.quantityUnit,
        },
      ]),
  );
}

/** The caller's percents by level, refused (400) when one names no level or a level twice. */
function overridesOf(
  request: RunPrizeCalculatorRequest,
  levels: readonly CalculatorLevelInput[],
): Map<string, number> {
  const known = new Set(levels.map((level) => level.levelId));
  const overrides = new Map<string, number>();
  for (const entry of request.ExpectedPercents ?? []) {
    if (!known.has(entry.LevelId)) throw new RuleBroken(calculatorUnknownLevel(entry.LevelId));
    if (overrides.has(entry.LevelId)) throw new RuleBroken(calculatorLevelTwice);
    overrides.set(entry.LevelId, entry.Percent);
  }
  return overrides;
}

/** Today's date (UTC) has reached the Thon's start date: awards may exist. */
function started(deps: CalculatorPorts, event: EventRecord): boolean {
  return new Date(deps.clock.nowMs()).toISOString().slice(0, 10) >= event.startDate;
}

export async function runPrizeCalculator(
  deps: CalculatorPorts,
  caller: Caller,
  request: RunPrizeCalculatorRequest,
): Promise<PrizeCalculation> {
  return (await calculationOf(deps, caller, request)).answer;
}

/** The calculation and the products it priced (the carts need to know which have variants). */
export async function calculationOf(
  deps: CalculatorPorts,
  caller: Caller,
  request: RunPrizeCalculatorRequest,
): Promise<{ answer: PrizeCalculation; products: ReadonlyMap<string, CalculatorProduct> }> {
  const event = await thonForCalculator(deps, caller, request.ThonId);
  const programme = await deps.reads.getPrizeProgramme(event.eventId);
  if (!programme || programme.levels.length === 0) throw new Conflict(calculatorNoProgramme);
  const levels: CalculatorLevelInput[] = programme.levels.map((level) => ({
    levelId: level.levelId,
    name: level.name,
    thresholdPerUnitCents: level.thresholdPerUnitCents,
    prizes: level.prizes.map((prize) => ({
      productId: prize.productId,
      productName: prize.productName,
      quantity: prize.quantity,
      sized: prize.sized,
    })),
  }));
  const overrides = overridesOf(request, levels);
  const productIds = [
    ...new Set([
      ...levels.flatMap((level) => level.prizes.map((prize) => prize.productId)),
      ...programme.supplies.map((supply) => supply.productId),
    ]),
  ];
  const [participants, history, products, awards] = await Promise.all([
    deps.reads.listParticipantsOfEvent(event.eventId),
    historyOf(deps, event, programme.divisor),
    productIds.length > 0 ? deps.reads.getProducts(productIds) : Promise.resolve([]),
    started(deps, event) ? deps.reads.listPrizeAwards(event.eventId) : Promise.resolve(undefined),
  ]);
  const rising = risingShare(
    levels,
    expectedShares(levels, programme.divisor, history.credits, overrides).shares,
  );
  if (rising) throw new RuleBroken(calculatorPercentsRise(rising.higher.name, rising.lower.name));
  const expectedRaiseCents =
    history.credits.length > 0
      ? Math.round(history.raisedPerParticipantCents * participants.length)
      : Math.round(event.goal * 100);
  const sale = onSale(products);
  const result = calculate({
    mode: programme.mode,
    divisor: programme.divisor,
    levels,
    supplies: programme.supplies,
    products: sale,
    participants: participants.length,
    shirtSizeCounts: rosterSizes(participants),
    pastCredits: history.credits,
    overridePercents: overrides,
    bufferPercent: request.BufferPercent,
    budgetCents: request.BudgetCents,
    expectedRaiseCents,
  });
  const actual = new Map<string, number>();
  for (const award of awards ?? [])
    if (award.state !== 'void') actual.set(award.levelId, (actual.get(award.levelId) ?? 0) + 1);
  const answer: PrizeCalculation = {
    ThonId: event.eventId,
    ThonName: event.name,
    Mode: programme.mode,
    Divisor: programme.divisor,
    BufferPercent: request.BufferPercent,
    Basis: result.basis,
    HistoryOf: history.of ? { Scope: history.of.scope, Name: history.of.name } : null,
    PastThons: history.thons.map((past) => ({
      ThonId: past.eventId,
      Name: past.name,
      Participants: past.participants,
    })),
    Participants: participants.length,
    ExpectedRaiseCents: expectedRaiseCents,
    Levels: result.levels.map((level) => ({
      LevelId: level.level.levelId,
      Name: level.level.name,
      ThresholdPerUnitCents: level.level.thresholdPerUnitCents,
      ExpectedPercent: level.expectedPercent,
      ReachingStudents: level.reaching,
      ExpectedStudents: level.receiving,
      ActualAwards: awards === undefined ? null : (actual.get(level.level.levelId) ?? 0),
      Items: level.items,
    })),
    Supplies: result.supplies,
    TotalCostCents: result.totalCostCents,
    BudgetCents: request.BudgetCents ?? null,
    Warnings: result.warnings,
  };
  return { answer, products: sale };
}
