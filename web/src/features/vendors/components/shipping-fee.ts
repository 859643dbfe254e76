// The vendor form's shipping fee: typed in dollars ('7.50', '$7.50'), sent as integer cents. The
// one place the fee becomes cents, through the shared dollars-to-cents rule (no float drift).
import * as z from 'zod';
import { maxShippingFeeCents } from '@thon/shared/api/schemas/vendors';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { moneyPattern } from '@thon/shared/catalog/patterns';
import { shippingFeeNotValid as shippingFeeNotValidFor } from '@thon/shared/catalog/vendor-console-messages';
import { dollarsToCents } from '@thon/shared/pledges/cents';

export const shippingFeeNotValid = shippingFeeNotValidFor(formatDollars(maxShippingFeeCents / 100));

/** Cents of a typed fee, undefined when it is not an amount of dollars within the limit. */
export function shippingFeeCentsOf(typed: string): number | undefined {
  const value = typed.trim();
  if (!moneyPattern.test(value)) return undefined;
  const cents = dollarsToCents(Number(value.replace(/[$,]/g, '')));
  return cents <= maxShippingFeeCents ? cents : undefined;
}

/** The fee as the field shows it: '0', '7.50'. */
export const shippingFeeField = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

export const shippingFeeSchema = z
  .string()
  .refine((typed) => shippingFeeCentsOf(typed) !== undefined, shippingFeeNotValid);
