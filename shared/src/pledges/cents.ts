// Money is integer cents everywhere past the edge. Donors type dollars (spec section 5's money
// pattern: at most 2 decimals); this is the one place dollars become cents, exactly, with no
// float drift (2.3 * 100 is 229.99999999999997 in floating point).
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars < 0) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  const cents = Math.round(dollars * 100);
  // More than 2 decimals is not an amount the money pattern allows: refuse rather than round.
  if (Math.abs(cents - dollars * 100) > 1e-6) throw new RangeError(`More than 2 decimals: ${dollars}`);
  return cents;
}

/** Whole cents of `percent` % of `cents`, halves rounded up (the donor-facing rounding rule). */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent) / 100 + 0.5);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
