// Which refunds need a super admin: more than $500, or a charge older than 60 days.
import { describe, expect, it } from 'vitest';
import { refundNeedsSuperAdmin } from '../../src/domain/pledges/processing/refund-rules';

const now = new Date('2025-06-30T12:00:00Z');
const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * 86_400_000 - extraMs);

describe('refundNeedsSuperAdmin', () => {
  it('lets an organizer refund up to $500 of a charge up to 60 days old', () => {
    expect(refundNeedsSuperAdmin({ cents: 500_00, chargedAt: daysAgo(60), now })).toBe(false);
    expect(refundNeedsSuperAdmin({ cents: 1, chargedAt: daysAgo(0), now })).toBe(false);
  });

  it('needs a super admin above $500, however recent the charge', () => {
    expect(refundNeedsSuperAdmin({ cents: 500_01, chargedAt: daysAgo(0), now })).toBe(true);
  });

  it('needs a super admin for a charge older than 60 days, however small the refund', () => {
    expect(refundNeedsSuperAdmin({ cents: 100, chargedAt: daysAgo(60, 1), now })).toBe(true);
    expect(refundNeedsSuperAdmin({ cents: 100, chargedAt: daysAgo(400), now })).toBe(true);
  });

  it('needs a super admin when the charge date is unknown', () => {
    expect(refundNeedsSuperAdmin({ cents: 100, chargedAt: undefined, now })).toBe(true);
  });
});
