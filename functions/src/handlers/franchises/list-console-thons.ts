// GET /api/franchises/ListConsoleThons — the console's Thons in the caller's scope (see domain/console-thons).
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { consoleThonDeps } from '../../composition/console-thons';
import { listConsoleThons } from '../../domain/console-thons/list-console-thons';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.listConsoleThons).handler(({ caller, query }) =>
  listConsoleThons(consoleThonDeps, caller, query),
);
