// The route table: every HTTP call of Thon, declared once, in one file per area under routes/.
// This index combines the areas for what needs all of them: CDK (one Lambda + route each), the
// local gateway, the OpenAPI document and the tests. A handler or a web feature imports only its
// area (routes/<area>.ts), so it bundles only that area's schemas; lint enforces it.
import type { AnyRoute } from './route-definition';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { eventDayRoutes } from './routes/eventday';
import { eventRoutes } from './routes/events';
import { franchiseRoutes } from './routes/franchises';
import { franchiseeRoutes } from './routes/franchisee';
import { landingPageRoutes } from './routes/landing-pages';
import { participantRoutes } from './routes/participants';
import { paymentRoutes } from './routes/payments';
import { pledgeRoutes } from './routes/pledges';
import { prizeRoutes } from './routes/prizes';
import { prizeAwardRoutes } from './routes/prize-awards';
import { prizeCalculatorRoutes } from './routes/prize-calculator';
import { publicPageRoutes } from './routes/public-pages';
import { reportRoutes } from './routes/reports';
import { sharingRoutes } from './routes/sharing';
import { shopCatalogRoutes } from './routes/shop-catalog';
import { shopFulfilmentRoutes } from './routes/shop-fulfilment';
import { shopOrderRoutes } from './routes/shop-orders';
import { shopReportRoutes } from './routes/shop-reports';
import { studentPageRoutes } from './routes/student-pages';
import { supportRoutes } from './routes/support';
import { usersAdminRoutes } from './routes/users-admin';
import { utilityRoutes } from './routes/utilities';
import { vendorRoutes } from './routes/vendors';

export const routeAreas = {
  audit: auditRoutes,
  auth: authRoutes,
  events: eventRoutes,
  eventday: eventDayRoutes,
  franchises: franchiseRoutes,
  franchisee: franchiseeRoutes,
  'landing-pages': landingPageRoutes,
  participants: participantRoutes,
  payments: paymentRoutes,
  pledges: pledgeRoutes,
  prizes: prizeRoutes,
  'prize-awards': prizeAwardRoutes,
  'prize-calculator': prizeCalculatorRoutes,
  'public-pages': publicPageRoutes,
  reports: reportRoutes,
  sharing: sharingRoutes,
  'shop-catalog': shopCatalogRoutes,
  'shop-fulfilment': shopFulfilmentRoutes,
  'shop-orders': shopOrderRoutes,
  'shop-reports': shopReportRoutes,
  'student-pages': studentPageRoutes,
  support: supportRoutes,
  'users-admin': usersAdminRoutes,
  utilities: utilityRoutes,
  vendors: vendorRoutes,
} as const;

export const routes = {
  ...auditRoutes,
  ...authRoutes,
  ...eventRoutes,
  ...eventDayRoutes,
  ...franchiseRoutes,
  ...franchiseeRoutes,
  ...landingPageRoutes,
  ...participantRoutes,
  ...paymentRoutes,
  ...pledgeRoutes,
  ...prizeRoutes,
  ...prizeAwardRoutes,
  ...prizeCalculatorRoutes,
  ...publicPageRoutes,
  ...reportRoutes,
  ...sharingRoutes,
  ...shopCatalogRoutes,
  ...shopFulfilmentRoutes,
  ...shopOrderRoutes,
  ...shopReportRoutes,
  ...studentPageRoutes,
  ...supportRoutes,
  ...usersAdminRoutes,
  ...utilityRoutes,
  ...vendorRoutes,
} as const satisfies Record<string, AnyRoute>;

export const routeList: readonly AnyRoute[] = Object.values(routes);

/** First path segments the API serves; CloudFront and the web dev server forward these. */
export const apiPathPrefixes: readonly string[] = [
  ...new Set(routeList.map((route) => `/${route.path.split('/')[1] ?? ''}`)),
].sort();
