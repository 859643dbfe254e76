// How a calculation reads on the page: the basis of the expected students, why an ordered quantity
// exceeds the need (the buffer, whole packs, the minimum order), a supply's amounts in its unit and
// packs, a level's threshold, and a typed budget in cents. Pure, so the wording is tested apart
// from the page.
import type {
  CalculatorItem,
  CalculatorSupply,
  PrizeCalculation,
} from '@thon/shared/api/schemas/prize-calculator';
import {
  calculatorBasisDefault,
  calculatorBasisEdited,
  calculatorBasisHistory,
  calculatorRaisedToMinimum,
  calculatorRoundedToPacks,
  calculatorWithBuffer,
} from '@thon/shared/catalog/prize-calculator-page-messages';
import { moneyPattern } from '@thon/shared/catalog/patterns';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { formatCents } from '@/features/shop-orders/components/order-format';

// A supply's amount per participant may be a fraction of its unit (half a pound each).
const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '40', '20.5', '40 lb': an amount, in its unit when it has one. */
export const amount = (value: number, unit = ''): string =>
  unit === '' ? amountFormat.format(value) : `${amountFormat.format(value)} ${unit}`;

/** The line above the result: which expected students the quantities rest on. */
export function basisLine(calculation: Pick<PrizeCalculation, 'Basis' | 'PastThons' | 'HistoryOf'>): string {
  switch (calculation.Basis) {
    case 'history':
      return calculatorBasisHistory(
        calculation.PastThons.map((thon) => `${thon.Name} (${amount(thon.Participants)} participants)`),
        calculation.HistoryOf?.Name,
      );
    case 'default':
      return calculatorBasisDefault;
    case 'edited':
      return calculatorBasisEdited;
  }
}

type Rounded = Pick<
  CalculatorItem,
  'Needed' | 'Requested' | 'Quantity' | 'ToPack' | 'ToMinimum' | 'PackSize' | 'MinimumQuantity'
>;

/**
 * Why the quantity ordered is more than the need, step by step ('44 with the 10% buffer, rounded up
 * to packs of 12, raised to the minimum of 50'); empty when exactly the need is ordered.
 */
export function roundingWords(item: Rounded, bufferPercent: number, unit = ''): string {
  const steps = [
    ...(item.Requested > item.Needed
      ? [calculatorWithBuffer(amount(item.Requested, unit), bufferPercent)]
      : []),
    ...(item.ToPack ? [calculatorRoundedToPacks(amount(item.PackSize, unit))] : []),
    ...(item.ToMinimum ? [calculatorRaisedToMinimum(amount(item.MinimumQuantity, unit))] : []),
  ];
  return steps.join(', ');
}

/** A supply ordered, in its unit and in packs when it comes in packs: '45 lb (9 packs of 5 lb)'. */
export function suppliedAmount(supply: Pick<CalculatorSupply, 'Quantity' | 'PackSize' | 'Unit'>): string {
  const total = amount(supply.Quantity, supply.Unit);
  if (supply.PackSize <= 1) return total;
  const packs = supply.Quantity / supply.PackSize;
  return `${total} (${amount(packs)} ${packs === 1 ? 'pack' : 'packs'} of ${amount(supply.PackSize, supply.Unit)})`;
}

/** Where a level starts: 'On registering' for the level every participant reaches, else its rate. */
export const thresholdWords = (thresholdPerUnitCents: number): string =>
  thresholdPerUnitCents === 0 ? 'On registering' : `${formatCents(thresholdPerUnitCents)} per unit`;

/** '42.5%': a share of students as the answer gives it (one decimal at most). */
export const percentWords = (percent: number): string => `${amount(percent)}%`;

/** Cents of a typed budget ('2500', '$2,500.50'); null when blank, undefined when not dollars. */
export function budgetCentsOf(typed: string): number | null | undefined {
  const value = typed.trim();
  if (value === '') return null;
  if (!moneyPattern.test(value)) return undefined;
  return dollarsToCents(Number(value.replace(/[$,]/gu, '')));
}
