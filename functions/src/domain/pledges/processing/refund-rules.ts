// Which refunds an organizer may make alone. A large refund, or one of an old charge, moves money
// the school has most likely been paid out already (and an old charge is near the end of the
// window in which a card network still takes disputes), so a super admin makes it.
export const organizerRefundLimitCents = 500_00;
export const organizerRefundMaxAgeDays = 60;
const dayMs = 24 * 60 * 60 * 1000;

export function refundNeedsSuperAdmin(refund: {
  cents: number;
  /** When the card was charged; unknown counts as too old (nothing says otherwise). */
  chargedAt: Date | undefined;
  now: Date;
}): boolean {
  if (refund.cents > organizerRefundLimitCents) return true;
  if (!refund.chargedAt) return true;
  return refund.now.getTime() - refund.chargedAt.getTime() > organizerRefundMaxAgeDays * dayMs;
}
