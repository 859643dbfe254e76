// GET /api/sharing/GetShareKit/{participantId} — the Share page's templates, links, goal and invitations.
import { sharingDeps } from '../../composition/sharing';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { shareKit } from '../../domain/sharing/share-kit';

export const handler = api(sharingRoutes.getShareKit).handler(({ caller, path, query }) =>
  shareKit(sharingDeps, caller, path.participantId, query.Language),
);
