// POST /api/sharing/Unsubscribe?Token=… — the email's unsubscribe link and one-click POST.
import { keyedSharingDeps } from '../../composition/sharing-keyed';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { unsubscribe } from '../../domain/sharing/unsubscribe';

export const handler = api(sharingRoutes.unsubscribe).handler(({ query }) =>
  unsubscribe(keyedSharingDeps, query.Token),
);
