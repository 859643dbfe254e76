// GET /api/pledges/GetProcessingReport/{eventId} — where a Thon's pledges stand while charged.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { pledgeReadDeps } from '../../composition/pledge-reads';
import { api } from '../../platform/http-api';
import { processingReport } from '../../domain/pledges/processing/processing-report';

export const handler = api(pledgeRoutes.getProcessingReport).handler(({ caller, path }) =>
  processingReport(pledgeReadDeps, caller, path.eventId),
);
