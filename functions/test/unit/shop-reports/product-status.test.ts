// The product-status arithmetic: each unit counted once in the furthest state it reached (drafts,
// submitted, confirmed, shipped, delivered, cancelled), an order on hold in the state it left, the
// shipped part of a line split by whether its shipment arrived, stock on hand only where tracked,
// a variant orders name that the catalogue no longer holds, and the CSV with formula escaping.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { productStatus, productStatusTotals } from '../../../src/domain/shop-reports/product-status';
import type { ReportOrder, ReportProduct } from '../../../src/domain/shop-reports/report-orders';
import { productStatusCsv } from '../../../src/domain/shop-reports/shop-report-csv';

const shirt: ReportProduct = {
  productId: 'p-shirt',
  name: 'Race shirt',
  status: 'active',
  variants: [
    { variantId: 'v-ym', sku: 'SH-YM', size: 'YM', colour: 'Blue', stockOnHand: 40 },
    { variantId: 'v-al', sku: 'SH-AL', size: 'AL', colour: 'Blue', stockOnHand: 0 },
  ],
};
const powder: ReportProduct = {
  productId: 'p-powder',
  name: 'Color powder (1 lb)',
  status: 'active',
  variants: [{ variantId: 'v-pink', sku: 'CP-PINK', colour: 'Pink' }],
};

const order = (overrides: Partial<ReportOrder>): ReportOrder => ({
  orderId: 'o-1',
  vendorId: 'vendor-1',
  thonId: 'ev-1',
  organizationId: 'org-1',
  franchiseId: 'fr-1',
  status: 'submitted',
  lines: [],
  shipments: [],
  ...overrides,
});

const orders: ReportOrder[] = [
  order({
    orderId: 'o-draft',
    status: 'draft',
    lines: [{ lineId: 'l1', productId: 'p-shirt', variantId: 'v-ym', quantity: 12 }],
  }),
  order({
    orderId: 'o-submitted',
    status: 'submitted',
    lines: [
      { lineId: 'l1', productId: 'p-shirt', variantId: 'v-ym', quantity: 5 },
      { lineId: 'l2', productId: 'p-powder', variantId: 'v-pink', quantity: 30 },
    ],
  }),
  // Partly shipped: 10 of 24 left, 4 of those already arrived; the 14 left wait as confirmed.
  order({
    orderId: 'o-partly',
    status: 'partially-shipped',
    lines: [{ lineId: 'l1', productId: 'p-shirt', variantId: 'v-ym', quantity: 24 }],
    shipments: [
      { lines: [{ lineId: 'l1', quantity: 4 }], deliveredAt: '2026-04-01T10:00:00.000Z' },
      { lines: [{ lineId: 'l1', quantity: 6 }] },
    ],
  }),
  // On hold from confirmed: its 7 wait as confirmed.
  order({
    orderId: 'o-held',
    status: 'on-hold',
    heldFrom: 'confirmed',
    lines: [{ lineId: 'l1', productId: 'p-shirt', variantId: 'v-al', quantity: 7 }],
  }),
  // Delivered as a whole: its shipment arrived though not stamped itself.
  order({
    orderId: 'o-delivered',
    status: 'delivered',
    lines: [{ lineId: 'l1', productId: 'p-powder', variantId: 'v-pink', quantity: 20 }],
    shipments: [{ lines: [{ lineId: 'l1', quantity: 20 }] }],
  }),
  order({
    orderId: 'o-cancelled',
    status: 'cancelled',
    lines: [{ lineId: 'l1', productId: 'p-shirt', variantId: 'v-al', quantity: 3 }],
  }),
];

describe('the product-status report', () => {
  it('counts each unit once, in the furthest state it reached', () => {
    const rows = productStatus([shirt, powder], orders);
    expect(rows.map((row) => [row.productId, row.variantId])).toEqual([
      ['p-shirt', 'v-ym'],
      ['p-shirt', 'v-al'],
      ['p-powder', 'v-pink'],
    ]);
    const [ym, al, pink] = rows;
    expect(ym).toMatchObject({
      inDrafts: 12,
      submitted: 5,
      confirmed: 14,
      shipped: 6,
      delivered: 4,
      cancelled: 0,
      stockOnHand: 40,
      sku: 'SH-YM',
      size: 'YM',
    });
    expect(al).toMatchObject({
      inDrafts: 0,
      submitted: 0,
      confirmed: 7,
      shipped: 0,
      delivered: 0,
      cancelled: 3,
      stockOnHand: 0,
    });
    expect(pink).toMatchObject({ submitted: 30, delivered: 20, shipped: 0 });
    // Made to order: no stock figure at all, rather than a misleading 0.
    expect(pink).not.toHaveProperty('stockOnHand');
    // Every unit ever put in a cart is in exactly one column.
    expect(productStatusTotals(rows)).toEqual({
      inDrafts: 12,
      submitted: 35,
      confirmed: 21,
      shipped: 6,
      delivered: 24,
      cancelled: 3,
    });
  });

  it('keeps a variant no longer in the catalogue, named from the order', () => {
    const rows = productStatus(
      [],
      [
        order({
          lines: [
            {
              lineId: 'l1',
              productId: 'p-old',
              variantId: 'v-old',
              quantity: 2,
              name: 'Old cap',
              sku: 'CAP',
            },
          ],
        }),
      ],
    );
    expect(rows).toEqual([
      expect.objectContaining({ productName: 'Old cap', productStatus: 'removed', sku: 'CAP', submitted: 2 }),
    ]);
  });

  it('an order on hold from submitted waits as submitted', () => {
    const [row] = productStatus(
      [powder],
      [
        order({
          status: 'on-hold',
          heldFrom: 'submitted',
          lines: [{ lineId: 'l1', productId: 'p-powder', variantId: 'v-pink', quantity: 9 }],
        }),
      ],
    );
    expect(row).toMatchObject({ submitted: 9, confirmed: 0 });
  });

  it('never counts more shipped than ordered', () => {
    const [row] = productStatus(
      [powder],
      [
        order({
          status: 'shipped',
          lines: [{ lineId: 'l1', productId: 'p-powder', variantId: 'v-pink', quantity: 5 }],
          shipments: [{ lines: [{ lineId: 'l1', quantity: 8 }] }],
        }),
      ],
    );
    expect(row).toMatchObject({ shipped: 5, confirmed: 0 });
  });

  it('writes a CSV with a header, a row per variant and formula-like names escaped', () => {
    const csv = productStatusCsv(
      productStatus([{ ...powder, name: '=HYPERLINK("http://evil.test")' }, shirt], orders),
    );
    const [header, first, second] = Papa.parse<string[]>(csv.trim()).data;
    expect(header).toEqual([
      'Product',
      'Status',
      'SKU',
      'Size',
      'Colour',
      'In Drafts',
      'Submitted',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Stock On Hand',
    ]);
    expect(first).toEqual([
      `'=HYPERLINK("http://evil.test")`,
      'active',
      'CP-PINK',
      '',
      'Pink',
      '0',
      '30',
      '0',
      '0',
      '20',
      '0',
      '',
    ]);
    expect(second).toEqual([
      'Race shirt',
      'active',
      'SH-YM',
      'YM',
      'Blue',
      '12',
      '5',
      '14',
      '6',
      '4',
      '0',
      '40',
    ]);
  });
});
