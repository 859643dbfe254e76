// POST /api/sharing/RecordShare — a social share of a participant page, counted toward the goal.
import { sharingDeps } from '../../composition/sharing';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { recordShare } from '../../domain/sharing/record-share';

export const handler = api(sharingRoutes.recordShare).handler(({ body, event }) =>
  recordShare(sharingDeps, body, event.requestContext.http.sourceIp),
);
