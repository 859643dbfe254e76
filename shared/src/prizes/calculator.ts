// The prize calculator's arithmetic (docs/prizes.md, The calculator), pure: how many students are
// expected at each level, what that means per product and shirt size once a buffer is added and
// the vendor's packs and minimums are met, the supplies every participant gets, and the cost
// against a budget and the expected raise. The function around it reads the Thon, its roster, its
// history and the products; nothing here reads or rounds money other than in whole cents.
import type { CalculatorItem, CalculatorSupply } from '../api/schemas/prize-calculator';
import {
  calculatorNoParticipants,
  calculatorNoSizes,
  calculatorOverBudget,
  calculatorOverRaiseShare,
  calculatorProductGone,
} from '../catalog/prize-calculator-messages';
import { shopSizesWithoutVariant } from '../catalog/shop-messages';
import { roundQuantity, withBuffer } from '../shop/cart-quantities';
import { defaultShare } from './default-distribution';
import { reaches } from './prize-credit';
import { inThresholdOrder, type PrizeMode } from './prize-levels';

/** The cost above which the calculator warns, as a share of the expected raise. */
export const costWarningShareOfRaise = 0.1;

export interface CalculatorProduct {
  readonly productId: string;
  readonly name: string;
  readonly vendorId: string;
  readonly vendorName: string;
  readonly packSize: number;
  readonly minimumQuantity: number;
  readonly priceCents: number;
  readonly variants: readonly { readonly variantId: string; readonly sizeCode?: string | undefined }[];
  /** A per-participant supply's amount each ("1" lb) and its unit. */
  readonly amountPerParticipant?: number | undefined;
  readonly quantityUnit?: string | undefined;
}

export interface CalculatorPrize {
  readonly productId: string;
  /** As the programme copied it: names a product no longer on sale. */
  readonly productName: string;
  /** How many one student gets. */
  readonly quantity: number;
  /** Comes in shirt sizes: each student gets their size. */
  readonly sized: boolean;
}

export interface CalculatorLevelInput {
  readonly levelId: string;
  readonly name: string;
  readonly thresholdPerUnitCents: number;
  readonly prizes: readonly CalculatorPrize[];
}

export type CalculatorBasis = 'history' | 'default' | 'edited';

/**
 * The share (0-1) of students reaching each level: from past participants' credits (cents given
 * once, this programme's divisor) when there are any, else the default distribution; the caller's
 * percents replace either level by level.
 */
export function expectedShares(
  levels: readonly CalculatorLevelInput[],
  divisor: number,
  pastCredits: readonly number[],
  overridePercents: ReadonlyMap<string, number>,
): { basis: CalculatorBasis; shares: Map<string, number> } {
  const shares = new Map<string, number>();
  for (const level of levels) {
    const override = overridePercents.get(level.levelId);
    if (override !== undefined) shares.set(level.levelId, override / 100);
    else if (pastCredits.length > 0) {
      const reaching = pastCredits.filter((credit) =>
        reaches(credit, level.thresholdPerUnitCents, divisor),
      ).length;
      shares.set(level.levelId, reaching / pastCredits.length);
    } else shares.set(level.levelId, defaultShare(level.thresholdPerUnitCents));
  }
  const edited = levels.some((level) => overridePercents.has(level.levelId));
  return { basis: edited ? 'edited' : pastCredits.length > 0 ? 'history' : 'default', shares };
}

/**
 * The first level (in threshold order) whose share is above a lower level's, with that lower level:
 * a student reaching a level has reached every level below it, so such shares cannot be.
 */
export function risingShare<L extends CalculatorLevelInput>(
  levels: readonly L[],
  shares: ReadonlyMap<string, number>,
): { higher: L; lower: L } | undefined {
  const ordered = inThresholdOrder(levels);
  for (let index = 1; index < ordered.length; index += 1) {
    const lower = ordered[index - 1];
    const higher = ordered[index];
    if (lower && higher && (shares.get(higher.levelId) ?? 0) > (shares.get(lower.levelId) ?? 0))
      return { higher, lower };
  }
  return undefined;
}

/**
 * Students reaching each level (the share of the roster, rounded) and those receiving its prizes:
 * everyone reaching it (cumulative), or only those for whom it is the highest reached (top).
 */
export function studentsPerLevel(
  levels: readonly CalculatorLevelInput[],
  shares: ReadonlyMap<string, number>,
  participants: number,
  mode: PrizeMode,
): Map<string, { reaching: number; receiving: number }> {
  const ordered = inThresholdOrder(levels);
  const reaching = ordered.map((level) => Math.round((shares.get(level.levelId) ?? 0) * participants));
  const counts = new Map<string, { reaching: number; receiving: number }>();
  ordered.forEach((level, index) => {
    const here = reaching[index] ?? 0;
    const above = reaching[index + 1] ?? 0;
    counts.set(level.levelId, {
      reaching: here,
      receiving: mode === 'cumulative' ? here : Math.max(0, here - above),
    });
  });
  return counts;
}

/**
 * Splits `count` students across shirt sizes in proportion to the roster's known sizes, by largest
 * remainder (the parts always add up to `count`; ties go to the size listed first). Students
 * without a size are spread like the known ones. Undefined when no one has a size.
 */
export function splitBySizes(
  count: number,
  sizeCounts: Readonly<Record<string, number>>,
): Map<string, number> | undefined {
  const sizes = Object.entries(sizeCounts).filter(([, known]) => known > 0);
  const known = sizes.reduce((sum, [, n]) => sum + n, 0);
  if (known === 0) return undefined;
  const parts = sizes.map(([size, n], order) => {
    const exact = (count * n) / known;
    return { size, order, whole: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = count - parts.reduce((sum, part) => sum + part.whole, 0);
  const byRemainder = [...parts].sort((a, b) => b.remainder - a.remainder || a.order - b.order);
  for (const part of byRemainder) {
    if (left <= 0) break;
    part.whole += 1;
    left -= 1;
  }
  return new Map(parts.map((part) => [part.size, part.whole]));
}

/** One line: needed, plus the buffer, rounded up to packs and the minimum, priced. */
export function itemLine(
  product: CalculatorProduct,
  needed: number,
  bufferPercent: number,
  variant: { variantId: string; sizeCode?: string | undefined } | undefined,
): CalculatorItem {
  const requested = withBuffer(needed, bufferPercent);
  const rounded = roundQuantity(requested, product.packSize, product.minimumQuantity);
  return {
    ProductId: product.productId,
    ProductName: product.name,
    VendorId: product.vendorId,
    VendorName: product.vendorName,
    VariantId: variant?.variantId ?? null,
    SizeCode: variant?.sizeCode ?? null,
    Needed: needed,
    Requested: requested,
    Quantity: rounded.quantity,
    ToPack: rounded.toPack,
    ToMinimum: rounded.toMinimum,
    PackSize: product.packSize,
    MinimumQuantity: product.minimumQuantity,
    UnitPriceCents: product.priceCents,
    CostCents: rounded.quantity * product.priceCents,
  };
}

export interface PrizeLinesInput {
  readonly prize: CalculatorPrize;
  readonly product: CalculatorProduct;
  readonly students: number;
  readonly shirtSizeCounts: Readonly<Record<string, number>>;
  readonly bufferPercent: number;
}

/**
 * A level's lines for one prize: a sized prize one line per size of the roster that the product
 * offers (in the product's variant order), anything else one line (on its first variant if it has
 * variants). The warnings say which students could not be given a size.
 */
export function prizeLines(input: PrizeLinesInput): { items: CalculatorItem[]; warnings: string[] } {
  const { prize, product, students, bufferPercent } = input;
  if (students <= 0) return { items: [], warnings: [] };
  if (!prize.sized) {
    return {
      items: [itemLine(product, students * prize.quantity, bufferPercent, product.variants[0])],
      warnings: [],
    };
  }
  const split = splitBySizes(students, input.shirtSizeCounts);
  if (split === undefined) {
    return {
      items: [itemLine(product, students * prize.quantity, bufferPercent, undefined)],
      warnings: [calculatorNoSizes(product.name)],
    };
  }
  const items: CalculatorItem[] = [];
  for (const variant of product.variants) {
    const count = variant.sizeCode === undefined ? 0 : (split.get(variant.sizeCode) ?? 0);
    if (count > 0) items.push(itemLine(product, count * prize.quantity, bufferPercent, variant));
  }
  const offered = new Set(product.variants.map((variant) => variant.sizeCode));
  const missing = [...split.entries()]
    .filter(([size, count]) => count > 0 && !offered.has(size))
    .map(([size]) => size)
    .sort();
  return { items, warnings: missing.length > 0 ? [shopSizesWithoutVariant(product.name, missing)] : [] };
}

/** A per-participant supply: participants x amount each, plus the buffer, rounded to packs. */
export function supplyLine(
  product: CalculatorProduct,
  participants: number,
  bufferPercent: number,
): CalculatorSupply | undefined {
  if (participants <= 0) return undefined;
  const perParticipant = product.amountPerParticipant ?? 1;
  return {
    ...itemLine(product, participants * perParticipant, bufferPercent, product.variants[0]),
    PerParticipant: perParticipant,
    Unit: product.quantityUnit ?? '',
  };
}

export interface CalculationInput {
  readonly mode: PrizeMode;
  readonly divisor: number;
  readonly levels: readonly CalculatorLevelInput[];
  readonly supplies: readonly { readonly productId: string; readonly productName: string }[];
  /** The products on sale, by id; a prize or supply missing here is left out with a warning. */
  readonly products: ReadonlyMap<string, CalculatorProduct>;
  readonly participants: number;
  readonly shirtSizeCounts: Readonly<Record<string, number>>;
  /** Past participants' credits in cents given once (empty: no history). */
  readonly pastCredits: readonly number[];
  readonly overridePercents: ReadonlyMap<string, number>;
  readonly bufferPercent: number;
  readonly budgetCents?: number | undefined;
  readonly expectedRaiseCents: number;
}

export interface CalculatedLevel {
  readonly level: CalculatorLevelInput;
  /** 0-100, one decimal. */
  readonly expectedPercent: number;
  readonly reaching: number;
  readonly receiving: number;
  readonly items: CalculatorItem[];
}

export interface Calculation {
  readonly basis: CalculatorBasis;
  readonly levels: CalculatedLevel[];
  readonly supplies: CalculatorSupply[];
  readonly totalCostCents: number;
  readonly warnings: string[];
}

/** The whole calculation (the caller has checked the override percents with risingShare). */
export function calculate(input: CalculationInput): Calculation {
  const { basis, shares } = expectedShares(
    input.levels,
    input.divisor,
    input.pastCredits,
    input.overridePercents,
  );
  const counts = studentsPerLevel(input.levels, shares, input.participants, input.mode);
  const warnings = new Set<string>();
  if (input.participants === 0) warnings.add(calculatorNoParticipants);
  const productOf = (named: { productId: string; productName: string }) => {
    const product = input.products.get(named.productId);
    if (!product) warnings.add(calculatorProductGone(named.productName));
    return product;
  };
  const levels = inThresholdOrder(input.levels).map((level): CalculatedLevel => {
    const count = counts.get(level.levelId) ?? { reaching: 0, receiving: 0 };
    const items: CalculatorItem[] = [];
    for (const prize of level.prizes) {
      const product = productOf(prize);
      if (!product) continue;
      const lines = prizeLines({
        prize,
        product,
        students: count.receiving,
        shirtSizeCounts: input.shirtSizeCounts,
        bufferPercent: input.bufferPercent,
      });
      items.push(...lines.items);
      for (const warning of lines.warnings) warnings.add(warning);
    }
    return {
      level,
      expectedPercent: Math.round((shares.get(level.levelId) ?? 0) * 1000) / 10,
      reaching: count.reaching,
      receiving: count.receiving,
      items,
    };
  });
  const supplies: CalculatorSupply[] = [];
  for (const supply of input.supplies) {
    const product = productOf(supply);
    const line = product ? supplyLine(product, input.participants, input.bufferPercent) : undefined;
    if (line) supplies.push(line);
  }
  const totalCostCents =
    levels.reduce((sum, level) => sum + level.items.reduce((cost, item) => cost + item.CostCents, 0), 0) +
    supplies.reduce((sum, supply) => sum + supply.CostCents, 0);
  if (input.budgetCents !== undefined && totalCostCents > input.budgetCents)
    warnings.add(calculatorOverBudget(totalCostCents, input.budgetCents));
  if (totalCostCents > input.expectedRaiseCents * costWarningShareOfRaise)
    warnings.add(calculatorOverRaiseShare(totalCostCents, input.expectedRaiseCents));
  return { basis, levels, supplies, totalCostCents, warnings: [...warnings] };
}

/**
 * What a past participant's pledges raised, in cents: a charged pledge what was charged less what
 * was refunded; one not charged (offline, or still pending) its credit, the best estimate there is.
 */
export function pastRaisedCents(
  pledge: { readonly chargedCents?: number | undefined; readonly refundedCents?: number | undefined },
  creditCents: number,
): number {
  if (pledge.chargedCents !== undefined)
    return Math.max(0, pledge.chargedCents - (pledge.refundedCents ?? 0));
  return creditCents;
}
