// Who runs which shop report (the API's roles for each route, docs/shop.md and docs/prizes.md): the
// pages' guards and the reports list share it. The prize calculator is the buyers' (the schools and
// franchises that order prizes): a vendor is not linked to it (its page tells one who visits why).
import type { Role } from '@thon/shared/auth/roles';

export const productStatusRoles: readonly Role[] = ['vendor', 'super-admin'];
export const schoolItemRoles: readonly Role[] = ['vendor', 'franchisee-user', 'organizer', 'super-admin'];
/** Who plans a Thon's prizes (RunPrizeCalculator: the Thon's managers and franchisee team leaders). */
export const prizeCalculatorRoles: readonly Role[] = [
  'organizer',
  'franchisee-user',
  'franchisee-team-leader',
  'super-admin',
];
/** Anyone who may run at least one report. */
export const reportReaderRoles: readonly Role[] = [...new Set([...schoolItemRoles, ...prizeCalculatorRoles])];

export interface ShopReportEntry {
  name: string;
  description: string;
  path: string;
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
    ...(prizeCalculatorRoles.includes(role)
      ? [
          {
            name: 'Prize calculator',
            description:
              "From a Thon's prize programme: the prizes and supplies to order per level, rounded to packs and minimums, their cost against a budget, and a draft order per vendor.",
            path: '/shop/reports/calculator',
          },
        ]
      : []),
  ];
}
