// GET /api/vendors/ListVendors — vendors by name, a page at a time (super admins).
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import { vendorDeps } from '../../composition/vendors';
import { listVendors } from '../../domain/vendors/read-vendors';
import { api } from '../../platform/http-api';

export const handler = api(vendorRoutes.listVendors).handler(({ query }) => listVendors(vendorDeps, query));
