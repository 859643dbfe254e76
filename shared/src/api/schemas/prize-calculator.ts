// The prize calculator on the wire (docs/prizes.md, The calculator): from a Thon's prize programme,
// its roster and the past Thons of its school (else its franchise, else a default distribution),
// how many students are expected at each level, the prizes and supplies to order rounded to the
// vendors' packs and minimums, their cost against a budget, and the draft carts made from it.
// Quantities are units, money integer cents.
import * as z from 'zod';
import { requiredId as id } from './required-fields';

export const defaultCalculatorBufferPercent = 10;

const percent = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be between 0 and 100`)
    .max(100, `${field} must be between 0 and 100`);

/** The inputs of a calculation; CreateCartsFromCalculation takes the same body. */
export const runPrizeCalculatorRequestSchema = z.strictObject({
  ThonId: id('ThonId'),
  BufferPercent: percent('BufferPercent')
    .int('BufferPercent must be a whole number')
    .default(defaultCalculatorBufferPercent),
  BudgetCents: z
    .number({ error: 'BudgetCents must be a number' })
    .int('BudgetCents must be whole cents')
    .min(0, 'BudgetCents must be at least 0')
    .max(100_000_000_00, 'BudgetCents is too large')
    .optional(),
  /** The caller's own expected share of students reaching a level, replacing history or default. */
  ExpectedPercents: z
    .array(z.strictObject({ LevelId: id('LevelId'), Percent: percent('Percent') }))
    .max(8, 'At most 8 expected percents (one per level)')
    .optional(),
});
export type RunPrizeCalculatorRequest = z.infer<typeof runPrizeCalculatorRequestSchema>;
export type RunPrizeCalculatorRequestInput = z.input<typeof runPrizeCalculatorRequestSchema>;

/** 'history': past Thons' credits; 'default': the default distribution; 'edited': any level overridden. */
export const calculatorBases = ['history', 'default', 'edited'] as const;

export const calculatorItemSchema = z.strictObject({
  ProductId: z.string(),
  ProductName: z.string(),
  VendorId: z.string(),
  VendorName: z.string(),
  /** The size's variant of a sized prize, or the product's first variant; null without variants. */
  VariantId: z.string().nullable(),
  /** Shirt size code; null for a product without sizes (or a sized one when no one has a size). */
  SizeCode: z.string().nullable(),
  /** Expected students (or participants) x quantity each, before the buffer. */
  Needed: z.number(),
  /** Needed plus the buffer percent, before rounding. */
  Requested: z.number(),
  /** What to order: Requested rounded up to whole packs, then to the minimum order. */
  Quantity: z.number(),
  ToPack: z.boolean(),
  ToMinimum: z.boolean(),
  PackSize: z.number(),
  MinimumQuantity: z.number(),
  UnitPriceCents: z.number(),
  CostCents: z.number(),
});
export type CalculatorItem = z.infer<typeof calculatorItemSchema>;

export const calculatorLevelSchema = z.strictObject({
  LevelId: z.string(),
  Name: z.string(),
  ThresholdPerUnitCents: z.number(),
  /** Percent of students expected to reach this level (0-100, one decimal). */
  ExpectedPercent: z.number(),
  /** Students expected to reach it. */
  ReachingStudents: z.number(),
  /** Students expected to receive its prizes: those reaching it (cumulative), or whose highest level it is (top). */
  ExpectedStudents: z.number(),
  /** Awards of this level that are not void, once the Thon has started; null before. */
  ActualAwards: z.number().nullable(),
  Items: z.array(calculatorItemSchema),
});
export type CalculatorLevel = z.infer<typeof calculatorLevelSchema>;

export const calculatorSupplySchema = calculatorItemSchema.extend({
  /** Amount of the product's unit each participant gets ("1" lb). */
  PerParticipant: z.number(),
  Unit: z.string(),
});
export type CalculatorSupply = z.infer<typeof calculatorSupplySchema>;

export const prizeCalculationSchema = z.strictObject({
  ThonId: z.string(),
  ThonName: z.string(),
  Mode: z.enum(['cumulative', 'top']),
  Divisor: z.number(),
  BufferPercent: z.number(),
  Basis: z.enum(calculatorBases),
  /** Whose past Thons gave the history: the school's, else the franchise's; null without history. */
  HistoryOf: z.strictObject({ Scope: z.enum(['school', 'franchise']), Name: z.string() }).nullable(),
  /** The completed Thons whose credits gave the history (empty on the default basis). */
  PastThons: z.array(z.strictObject({ ThonId: z.string(), Name: z.string(), Participants: z.number() })),
  /** Participants on the Thon's roster now. */
  Participants: z.number(),
  /** History's raised per participant x participants, else the Thon's goal. */
  ExpectedRaiseCents: z.number(),
  Levels: z.array(calculatorLevelSchema),
  Supplies: z.array(calculatorSupplySchema),
  TotalCostCents: z.number(),
  BudgetCents: z.number().nullable(),
  /** Sentences for the buyer: over budget, above 10% of the expected raise, no shirt sizes, ... */
  Warnings: z.array(z.string()),
});
export type PrizeCalculation = z.infer<typeof prizeCalculationSchema>;

export const calculatorCartSchema = z.strictObject({
  OrderId: z.string(),
  VendorId: z.string(),
  VendorName: z.string(),
  Version: z.number(),
  Lines: z.array(
    z.strictObject({
      ProductId: z.string(),
      ProductName: z.string(),
      VariantId: z.string().nullable(),
      Size: z.string().nullable(),
      Quantity: z.number(),
      LineTotalCents: z.number(),
    }),
  ),
  TotalCents: z.number(),
});
export type CalculatorCart = z.infer<typeof calculatorCartSchema>;

export const calculatorCartsSchema = z.strictObject({ Carts: z.array(calculatorCartSchema) });
export type CalculatorCarts = z.infer<typeof calculatorCartsSchema>;
