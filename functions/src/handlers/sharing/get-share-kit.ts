// GET /api/sharing/GetShareKit/{participantId} — the Share page's templates, links, goal and invitations.
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { shareKit } from '../../domain/sharing/share-kit';

export const handler = api(sharingRoutes.getShareKit).handler(({ caller, path, query }) =>
  shareKit(caller, path.participantId, query.Language),
);
