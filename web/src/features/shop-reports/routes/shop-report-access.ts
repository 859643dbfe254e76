// Who runs which shop report (the API's roles for each route, docs/shop.md): the pages' guards and
// the reports list share it. The prize calculator comes with prizes and is listed, not linked.
import type { Role } from '@thon/shared/auth/roles';

export const productStatusRoles: readonly Role[] = ['vendor', 'super-admin'];
export const schoolItemRoles: readonly Role[] = ['vendor', 'franchisee-user', 'organizer', 'super-admin'];
/** Anyone who may run at least one report. */
export const reportReaderRoles: readonly Role[] = schoolItemRoles;

export interface ShopReportEntry {
  name: string;
  description: string;
  /** Absent: not built yet (listed so the reader knows it is coming). */
  path?: string;
}

export function shopReportsFor(role: Role): ShopReportEntry[] {
  return [
    ...(productStatusRoles.includes(role)
      ? [
          {
            name: 'Product status',
            description:
              'Per product and variant: units in drafts, submitted, confirmed, shipped, delivered and cancelled, and stock on hand.',
            path: '/shop/reports/productstatus',
          },
        ]
      : []),
    ...(schoolItemRoles.includes(role)
      ? [
          {
            name: 'School items',
            description:
              'Per school and Thon: what was ordered, shipped and delivered, what is late against the need-by date, and a printable packing view.',
            path: '/shop/reports/schoolitem',
          },
        ]
      : []),
    {
      name: 'Prize calculator',
      description: 'Comes with prizes.',
    },
  ];
}
