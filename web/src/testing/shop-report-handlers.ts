// msw fakes of the shop reports: GetProductStatusReport answers the vendor's rows (a super admin
// must name the vendor: 400 with the API's message; another vendor's id: 404 as unknown), and
// GetSchoolItemReport the rows passing the named filters (a super admin naming none: 400), each
// with a CSV built the way the API builds it (formula-escaped). Tests add them with
// server.use(...shopReportApi().handlers) and read the queries asked.
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { shopReportRoutes } from '@thon/shared/api/routes/shop-reports';
import type {
  ProductStatusReportWire,
  ProductStatusRowWire,
  SchoolItemReportWire,
  SchoolItemRowWire,
} from '@thon/shared/api/schemas/shop-reports';
import { notFound } from '@thon/shared/catalog/messages';
import { shopReportScopeRequired, shopReportVendorRequired } from '@thon/shared/catalog/shop-messages';
import { spreadsheetUnparseOptions } from '@thon/shared/csv/formula-escape';
import { mswPath } from './handlers';
import { knownSessions } from './sessions';

/** The caller's role, as the fake session store knows them (a super admin is asked to name things). */
const roleOf = (request: Request) => knownSessions.get(request.headers.get('x-user-id') ?? '')?.Role;

export function productStatusRowFixture(overrides: Partial<ProductStatusRowWire> = {}): ProductStatusRowWire {
  return {
    ProductId: 'p-shirt',
    ProductName: 'Race shirt',
    ProductStatus: 'active',
    VariantId: 'v-ym',
    Sku: 'SH-YM',
    Size: 'YM',
    Colour: 'Blue',
    InDrafts: 12,
    Submitted: 5,
    Confirmed: 14,
    Shipped: 6,
    Delivered: 4,
    Cancelled: 0,
    StockOnHand: 40,
    ...overrides,
  };
}

export function schoolItemRowFixture(overrides: Partial<SchoolItemRowWire> = {}): SchoolItemRowWire {
  return {
    OrganizationId: 'org-maple',
    OrganizationName: 'Maple Elementary',
    ThonId: 'ev-maple',
    ThonName: 'Maple Fun Run',
    OrderId: 'o-1',
    OrderStatus: 'partially-shipped',
    ShipTo: 'Maple Elementary, 1 Main St, Austin, TX 78701',
    VendorId: 'vendor-prizes',
    VendorName: 'Prize Co',
    NeedBy: '2026-04-10',
    LineId: 'l-1',
    ProductId: 'p-shirt',
    ProductName: 'Race shirt',
    Sku: 'SH-YM',
    Size: 'YM',
    Colour: 'Blue',
    Ordered: 24,
    Shipped: 10,
    Delivered: 4,
    Late: true,
    ...overrides,
  };
}

const quantityKeys = ['InDrafts', 'Submitted', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as const;

const csvOf = (fields: readonly string[], data: readonly (readonly unknown[])[]) =>
  Papa.unparse(
    { fields: [...fields], data: data.map((row) => row.map((cell) => String(cell))) },
    spreadsheetUnparseOptions,
  );

export function shopReportApi(
  options: {
    vendorId?: string;
    vendorName?: string;
    productRows?: ProductStatusRowWire[];
    schoolRows?: SchoolItemRowWire[];
  } = {},
) {
  const vendorId = options.vendorId ?? 'vendor-prizes';
  const productRows = options.productRows ?? [productStatusRowFixture()];
  const schoolRows = options.schoolRows ?? [schoolItemRowFixture()];
  const queries: URLSearchParams[] = [];
  const handlers = [
    http.get(mswPath(shopReportRoutes.getProductStatusReport), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const named = query.get('VendorId');
      if (named === null && roleOf(request) === 'super-admin') {
        return HttpResponse.json({ message: shopReportVendorRequired }, { status: 400 });
      }
      if (named !== null && named !== vendorId)
        return HttpResponse.json({ message: notFound }, { status: 404 });
      const body: ProductStatusReportWire = {
        VendorId: vendorId,
        VendorName: options.vendorName ?? 'Prize Co',
        Rows: productRows,
        Totals: Object.fromEntries(
          quantityKeys.map((key) => [key, productRows.reduce((sum, row) => sum + row[key], 0)]),
        ) as ProductStatusReportWire['Totals'],
        Truncated: false,
        ...(query.get('Format') === 'csv'
          ? {
              Csv: csvOf(
                [
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
                ],
                productRows.map((row) => [
                  row.ProductName,
                  row.ProductStatus,
                  row.Sku,
                  row.Size,
                  row.Colour,
                  ...quantityKeys.map((key) => row[key]),
                  row.StockOnHand ?? '',
                ]),
              ),
            }
          : {}),
      };
      return HttpResponse.json(body);
    }),
    http.get(mswPath(shopReportRoutes.getSchoolItemReport), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const thonId = query.get('ThonId');
      const franchiseNamed = query.get('FranchiseId');
      const vendorNamed = query.get('VendorId');
      if (
        thonId === null &&
        franchiseNamed === null &&
        vendorNamed === null &&
        roleOf(request) === 'super-admin'
      ) {
        return HttpResponse.json({ message: shopReportScopeRequired }, { status: 400 });
      }
      if (thonId !== null && !schoolRows.some((row) => row.ThonId === thonId)) {
        return HttpResponse.json({ message: notFound }, { status: 404 });
      }
      const rows = schoolRows.filter(
        (row) =>
          (thonId === null || row.ThonId === thonId) &&
          (vendorNamed === null || row.VendorId === vendorNamed),
      );
      const body: SchoolItemReportWire = {
        Rows: rows,
        Truncated: false,
        ...(query.get('Format') === 'csv'
          ? {
              Csv: csvOf(
                ['School', 'Thon', 'Product', 'Ordered', 'Shipped', 'Delivered', 'Late'],
                rows.map((row) => [
                  row.OrganizationName,
                  row.ThonName,
                  row.ProductName,
                  row.Ordered,
                  row.Shipped,
                  row.Delivered,
                  row.Late ? 'Yes' : 'No',
                ]),
              ),
            }
          : {}),
      };
      return HttpResponse.json(body);
    }),
  ];
  return { handlers, queries };
}
