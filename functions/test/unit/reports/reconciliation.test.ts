import { describe, expect, it } from 'vitest';
import { feeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import {
  addFigures,
  pledgeFigures,
  reconcile,
  reconciliationGroupings,
  type ReconciliationFigures,
  type ReconciliationPledge,
} from '../../../src/domain/reports/reconciliation';
import { generatedPledges } from './reconciliation-pledges';

const pledges = generatedPledges(600);

const charged = new Set(['Charged', 'Refunded', 'Disputed']);
const counted = (pledge: ReconciliationPledge) => pledge.status !== 'Pending' && pledge.status !== 'Cancelled';
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The report's figures from the pledges' own fields, without the function under test. */
function straightFromThePledges(rows: readonly ReconciliationPledge[]) {
  const cards = rows.filter((pledge) => charged.has(pledge.status));
  const chargedCents = sum(cards.map((pledge) => pledge.chargedCents ?? 0));
  const refundedCents = sum(cards.map((pledge) => pledge.refundedCents ?? 0));
  const disputedCents = sum(
    cards
      .filter((pledge) => pledge.status === 'Disputed')
      .map((pledge) => (pledge.chargedCents ?? 0) - (pledge.refundedCents ?? 0)),
  );
  return {
    pledges: rows.filter(counted).length,
    grossPledgedCents: sum(
      rows
        .filter(counted)
        .map((pledge) =>
          pledge.kind === 'per-unit' ? (pledge.settledCents ?? pledge.estimateCents ?? 0) : pledge.amountCents,
        ),
    ),
    chargedCents,
    refundedCents,
    disputedCents,
    offlineCents: sum(rows.filter((pledge) => pledge.kind === 'offline').map((pledge) => pledge.amountCents)),
    // What stays of the charges once the refunds and disputes are taken back.
    keptCents: chargedCents - refundedCents - disputedCents,
  };
}

const identityHolds = (figures: ReconciliationFigures) =>
  figures.chargedCents -
    figures.refundedCents -
    figures.disputedCents -
    figures.processingExpenseCents -
    figures.commissionCents ===
  figures.netToSchoolCents;

describe('reconciliation', () => {
  it('has every kind and outcome in the generated mix', () => {
    const seen = new Set(pledges.map((pledge) => `${pledge.kind}:${pledge.status}`));
    for (const kind of ['per-unit', 'flat']) {
      for (const status of ['Charged', 'Refunded', 'Disputed', 'BelowMinimum', 'Failed', 'Pending', 'Cancelled']) {
        expect(seen, `${kind}:${status}`).toContain(`${kind}:${status}`);
      }
    }
    expect(seen).toContain('offline:Offline');
    expect(seen).toContain('per-unit:Scheduled');
    const partlyRefunded = pledges.filter(
      (pledge) => pledge.status === 'Charged' && (pledge.refundedCents ?? 0) > 0,
    );
    expect(partlyRefunded.length).toBeGreaterThan(0);
  });

  it.each(reconciliationGroupings)('by %s: the groups sum to the total, which the pledges sum to', (grouping) => {
    const report = reconcile(pledges, grouping);
    const groupSum = report.rows.reduce<ReconciliationFigures>(
      (total, { key: _key, ...figures }) => addFigures(total, figures),
      {
        pledges: 0,
        grossPledgedCents: 0,
        chargedCents: 0,
        refundedCents: 0,
        disputedCents: 0,
        offlineCents: 0,
        processingExpenseCents: 0,
        commissionCents: 0,
        netToSchoolCents: 0,
      },
    );
    expect(groupSum).toEqual(report.total);
    const { keptCents, ...straight } = straightFromThePledges(pledges);
    expect(report.total).toMatchObject(straight);
    expect(report.total.processingExpenseCents + report.total.commissionCents + report.total.netToSchoolCents).toBe(
      keptCents,
    );
    expect(report.rows.every(identityHolds)).toBe(true);
    expect(identityHolds(report.total)).toBe(true);
  });

  it('sums each group straight from its own pledges', () => {
    const keyOf = {
      thon: (pledge: ReconciliationPledge) => pledge.eventId,
      organization: (pledge: ReconciliationPledge) => pledge.organizationId,
      franchise: (pledge: ReconciliationPledge) => pledge.franchiseId ?? '',
      month: (pledge: ReconciliationPledge) => pledge.month,
    };
    for (const grouping of reconciliationGroupings) {
      const report = reconcile(pledges, grouping);
      const keys = [...new Set(pledges.map(keyOf[grouping]))].sort();
      expect(report.rows.map((row) => row.key)).toEqual(keys);
      for (const row of report.rows) {
        const { keptCents, ...straight } = straightFromThePledges(
          pledges.filter((pledge) => keyOf[grouping](pledge) === row.key),
        );
        expect(row, `${grouping} ${row.key}`).toMatchObject(straight);
        expect(row.processingExpenseCents + row.commissionCents + row.netToSchoolCents).toBe(keptCents);
      }
    }
  });

  it('groups a direct customer’s pledges (no franchise) under an empty key', () => {
    const report = reconcile(pledges, 'franchise');
    expect(report.rows.map((row) => row.key)).toEqual(['', 'fr-1', 'fr-2']);
  });

  it('splits a charge as the donor was shown: expense, commission and the school’s share', () => {
    for (const coverExpense of [true, false]) {
      const shown = feeBreakdown({ amountCents: 5000, commissionPercent: 15, coverExpense });
      const figures = pledgeFigures({
        eventId: 'e',
        organizationId: 'o',
        month: '2026-04',
        kind: 'flat',
        status: 'Charged',
        amountCents: 5000,
        chargedCents: shown.donorPaysCents,
        commissionPercent: 15,
        coverExpense,
      });
      expect(figures).toMatchObject({
        grossPledgedCents: 5000,
        chargedCents: shown.donorPaysCents,
        processingExpenseCents: shown.expenseCents,
        commissionCents: shown.commissionCents,
        netToSchoolCents: shown.schoolCents,
      });
    }
  });

  const gift = {
    eventId: 'e',
    organizationId: 'o',
    month: '2026-04',
    kind: 'flat',
    amountCents: 10_000,
    chargedCents: 10_200,
    commissionPercent: 10,
    coverExpense: true,
  } as const;

  it('gives back the fee in proportion on a partial refund, and all of it on a full one', () => {
    // Fee of $102 charged: $10 commission + $2 expense; half refunded keeps half of each.
    expect(pledgeFigures({ ...gift, status: 'Charged', refundedCents: 5_100 })).toMatchObject({
      refundedCents: 5_100,
      commissionCents: 500,
      processingExpenseCents: 100,
      netToSchoolCents: 4_500,
    });
    expect(pledgeFigures({ ...gift, status: 'Refunded', refundedCents: 10_200 })).toMatchObject({
      refundedCents: 10_200,
      commissionCents: 0,
      processingExpenseCents: 0,
      netToSchoolCents: 0,
    });
  });

  it('counts what was left of a disputed charge as disputed, with nothing for anyone', () => {
    expect(pledgeFigures({ ...gift, status: 'Disputed', refundedCents: 1_000 })).toMatchObject({
      chargedCents: 10_200,
      refundedCents: 1_000,
      disputedCents: 9_200,
      commissionCents: 0,
      processingExpenseCents: 0,
      netToSchoolCents: 0,
    });
  });

  it('counts below-minimum and failed pledges as pledged, never as charged', () => {
    for (const status of ['BelowMinimum', 'Failed'] as const) {
      expect(
        pledgeFigures({ ...gift, kind: 'per-unit', amountCents: 25, settledCents: 75, status, chargedCents: undefined }),
      ).toMatchObject({ pledges: 1, grossPledgedCents: 75, chargedCents: 0, netToSchoolCents: 0 });
    }
  });

  it('counts cash and checks as offline, outside the card money', () => {
    expect(
      pledgeFigures({ ...gift, kind: 'offline', status: 'Offline', offlineMethod: 'cash', chargedCents: undefined }),
    ).toMatchObject({ pledges: 1, grossPledgedCents: 10_000, offlineCents: 10_000, chargedCents: 0, netToSchoolCents: 0 });
  });

  it('leaves out pledges never confirmed or cancelled', () => {
    for (const status of ['Pending', 'Cancelled'] as const) {
      expect(pledgeFigures({ ...gift, status, chargedCents: undefined })).toMatchObject({
        pledges: 0,
        grossPledgedCents: 0,
      });
    }
  });
});
