// One msw server for every web test; tests add handlers with server.use(...).
import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';
import { participantHandlers } from './participant-handlers';
import { pledgeApi } from './pledge-handlers';
import { payoutApi } from './payout-handlers';
import { sharingApi } from './sharing-handlers';
import { referenceListsHandler } from './reference-list-handlers';
import { organizationApi } from './organization-handlers';
import { usersAdminApi } from './users-admin-handlers';
import { consoleThonApi } from './console-thon-handlers';
import { dashboardFixture, franchiseeApi } from './franchisee-handlers';
import { shopCatalogApi } from './shop-catalog-handlers';
import { defaultThonPrizesHandler } from './prize-public-handlers';

function emptyDashboard() {
  const attention = { PayoutNotConnected: [], FailedCharges: 0, UnitsNotRecorded: 0, EndingThisWeek: [] };
  return dashboardFixture({
    LiveCount: 0,
    Live: [],
    RaisedCents: 0,
    PledgedCents: 0,
    TotalsThonCount: 0,
    Attention: attention,
  });
}

// The pledge lists read by signed-in pages (a test that checks what was sent adds its own pledgeApi()).
export const server = setupServer(
  ...defaultHandlers,
  ...participantHandlers,
  ...pledgeApi().handlers,
  ...payoutApi().handlers,
  ...sharingApi().handlers,
  referenceListsHandler(),
  // A franchise page lists its organizations and users: none unless a test adds its own fakes.
  ...organizationApi({ organizations: [] }).handlers,
  ...usersAdminApi({ users: [] }).handlers,
  // ...and its Thons and totals: none, an empty dashboard.
  ...consoleThonApi({ thons: [] }).handlers,
  ...franchiseeApi({ thons: [], dashboard: emptyDashboard() }).handlers,
  // The shop page lists products: none unless a test adds its own catalogue.
  ...shopCatalogApi({ products: [] }).handlers,
  // The event page's prizes: a Thon without a programme unless a test adds one.
  defaultThonPrizesHandler,
);
