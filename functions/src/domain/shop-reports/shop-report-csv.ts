// The shop's reports as CSV files: a header row, then one row per variant or per line. Every cell
// goes through the formula escaping every CSV of ours follows (a product or school named
// "=HYPERLINK(...)" is typed by a person and must stay a name in a spreadsheet).
import Papa from 'papaparse';
import { spreadsheetUnparseOptions } from '@thon/shared/csv/formula-escape';
import { productStatusColumns, type ProductStatusRow } from './product-status';
import type { SchoolItemRow } from './school-items';

export const productStatusCsvFields = [
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
] as const;

export function productStatusCsv(rows: readonly ProductStatusRow[]): string {
  return Papa.unparse(
    {
      fields: [...productStatusCsvFields],
      data: rows.map((row) => [
        row.productName,
        row.productStatus,
        row.sku,
        row.size,
        row.colour,
        ...productStatusColumns.map((column) => String(row[column])),
        // Untracked stock is made to order: no number to give.
        row.stockOnHand === undefined ? '' : String(row.stockOnHand),
      ]),
    },
    spreadsheetUnparseOptions,
  );
}

export const schoolItemCsvFields = [
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
] as const;

export function schoolItemCsv(rows: readonly SchoolItemRow[]): string {
  return Papa.unparse(
    {
      fields: [...schoolItemCsvFields],
      data: rows.map((row) => [
        row.organizationName,
        row.thonName,
        row.orderId,
        row.orderStatus,
        row.shipTo,
        row.vendorName,
        row.needBy,
        row.productName,
        row.sku,
        row.size,
        row.colour,
        String(row.ordered),
        String(row.shipped),
        String(row.delivered),
        row.late ? 'Yes' : 'No',
      ]),
    },
    spreadsheetUnparseOptions,
  );
}
