// The school-item arithmetic: a row per line of every order past draft and not cancelled, grouped
// by school then Thon, ordered/shipped/delivered from the shipments, late once the need-by date is
// behind today and not all of it has shipped (as an order that has shipped is not late), and the CSV.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ReportOrder } from '../../../src/domain/shop-reports/report-orders';
import { pastNeedBy, schoolItems } from '../../../src/domain/shop-reports/school-items';
import { schoolItemCsv } from '../../../src/domain/shop-reports/shop-report-csv';

const order = (overrides: Partial<ReportOrder>): ReportOrder => ({
  orderId: 'o-1',
  vendorId: 'vendor-1',
  vendorName: 'Prize Co',
  thonId: 'ev-maple',
  organizationId: 'org-maple',
  franchiseId: 'fr-1',
  status: 'submitted',
  needBy: '2026-04-10',
  shipTo: 'Maple Elementary, 1 Main St, Austin, TX 78701',
  lines: [{ lineId: 'l1', productId: 'p-1', variantId: 'v-1', quantity: 10, name: 'Medal', sku: 'MD' }],
  shipments: [],
  ...overrides,
});

const names = {
  organizationName: (id: string) =>
    ({ 'org-maple': 'Maple Elementary', 'org-birch': 'Birch Middle' })[id] ?? id,
  thonName: (id: string) => ({ 'ev-maple': 'Maple Fun Run', 'ev-birch': 'Birch Color Run' })[id] ?? id,
};

describe('the school-item report', () => {
  it('lists the lines of every order past draft, by school and Thon, with what shipped and arrived', () => {
    const rows = schoolItems(
      [
        order({ orderId: 'o-draft', status: 'draft' }),
        order({ orderId: 'o-cancelled', status: 'cancelled' }),
        order({
          orderId: 'o-maple',
          status: 'partially-shipped',
          lines: [
            { lineId: 'l1', productId: 'p-1', variantId: 'v-1', quantity: 10, name: 'Medal', sku: 'MD' },
            { lineId: 'l2', productId: 'p-2', variantId: 'v-2', quantity: 4, name: 'Banner', size: '' },
          ],
          shipments: [
            { lines: [{ lineId: 'l1', quantity: 10 }], deliveredAt: '2026-04-05T00:00:00.000Z' },
            { lines: [{ lineId: 'l2', quantity: 1 }] },
          ],
        }),
        order({
          orderId: 'o-birch',
          thonId: 'ev-birch',
          organizationId: 'org-birch',
          status: 'confirmed',
          needBy: '2026-05-01',
        }),
      ],
      names,
      '2026-04-20',
    );
    expect(
      rows.map((row) => [
        row.organizationName,
        row.thonName,
        row.productName,
        row.ordered,
        row.shipped,
        row.delivered,
        row.late,
      ]),
    ).toEqual([
      ['Birch Middle', 'Birch Color Run', 'Medal', 10, 0, 0, false],
      ['Maple Elementary', 'Maple Fun Run', 'Medal', 10, 10, 10, false],
      // Past its need-by with 3 of 4 not shipped yet.
      ['Maple Elementary', 'Maple Fun Run', 'Banner', 4, 1, 0, true],
    ]);
  });

  it('is late only after the need-by day, never without a need-by date, and not once it has all shipped', () => {
    expect(pastNeedBy('2026-04-10', '2026-04-10')).toBe(false);
    expect(pastNeedBy('2026-04-10', '2026-04-11')).toBe(true);
    expect(pastNeedBy(undefined, '2026-04-11')).toBe(false);
    // Shipped in full: on its way, as an order that has shipped is no longer late (need-by.ts).
    const [shipped] = schoolItems(
      [order({ status: 'shipped', shipments: [{ lines: [{ lineId: 'l1', quantity: 10 }] }] })],
      names,
      '2026-04-11',
    );
    expect(shipped?.late).toBe(false);
    const [partly] = schoolItems(
      [order({ status: 'partially-shipped', shipments: [{ lines: [{ lineId: 'l1', quantity: 9 }] }] })],
      names,
      '2026-04-11',
    );
    expect(partly?.late).toBe(true);
  });

  it('writes a CSV with formula-like names escaped', () => {
    const rows = schoolItems(
      [order({ organizationId: 'org-evil' })],
      { ...names, organizationName: () => '@SUM(A1:A9)' },
      '2026-04-20',
    );
    const [header, line] = Papa.parse<string[]>(schoolItemCsv(rows).trim()).data;
    expect(header).toEqual([
      'School',
      'Thon',
      'Order',
      'Order Status',
      'Ship To',
      'Vendor',
      'Need By',
      'Product',
      'SKU',
      'Size',
      'Colour',
      'Ordered',
      'Shipped',
      'Delivered',
      'Late',
    ]);
    expect(line).toEqual([
      "'@SUM(A1:A9)",
      'Maple Fun Run',
      'o-1',
      'submitted',
      'Maple Elementary, 1 Main St, Austin, TX 78701',
      'Prize Co',
      '2026-04-10',
      'Medal',
      'MD',
      '',
      '',
      '10',
      '0',
      '0',
      'Yes',
    ]);
  });
});
