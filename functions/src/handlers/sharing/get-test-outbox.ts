// GET /api/sharing/GetTestOutbox/{eventId} — a test Thon's kept sends (domain/sharing/test-outbox-view.ts).
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { testOutboxOf } from '../../domain/sharing/test-outbox-view';
import { testOutboxViewDeps } from '../../composition/test-outbox';

export const handler = api(sharingRoutes.getTestOutbox).handler(({ caller, path }) =>
  testOutboxOf(testOutboxViewDeps, caller, path.eventId),
);
