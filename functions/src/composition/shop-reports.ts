// Ready deps for the shop's reports: the table only (reads) and the clock (late is judged by today).
import { shopReportCallerScopeReads, shopReportReads } from '../data/stores/shop-reports';
import type { ShopReportPorts } from '../domain/shop-reports/ports';
import { systemClock } from '../platform/clock';

export const shopReportDeps = {
  reads: shopReportReads,
  users: shopReportCallerScopeReads,
  clock: systemClock,
} satisfies ShopReportPorts;
