// The shipping fee typed in dollars becomes integer cents exactly, within the API's limit.
import { describe, expect, it } from 'vitest';
import { shippingFeeCentsOf, shippingFeeField } from './shipping-fee';

describe('the shipping fee in dollars', () => {
  it.each([
    ['0', 0],
    ['7.5', 750],
    ['$7.50', 750],
    [' 12 ', 1200],
    ['0.29', 29],
    ['1,000', 100_000],
  ])('reads %s as %i cents', (typed, cents) => {
    expect(shippingFeeCentsOf(typed)).toBe(cents);
  });

  it.each(['', 'seven', '7.505', '-1', '1,000.01'])('refuses %s', (typed) => {
    expect(shippingFeeCentsOf(typed)).toBeUndefined();
  });

  it('shows cents back as dollars', () => {
    expect(shippingFeeField(0)).toBe('0');
    expect(shippingFeeField(750)).toBe('7.50');
    expect(shippingFeeField(1200)).toBe('12');
  });
});
