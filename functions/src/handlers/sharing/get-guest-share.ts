// GET /api/sharing/GetGuestShare/{participantId} — the guest-share text and links (public, cached).
import { guestShareDeps } from '../../composition/guest-share';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { guestShare } from '../../domain/sharing/guest-share';

export const handler = api(sharingRoutes.getGuestShare).handler(({ path }) =>
  guestShare(guestShareDeps, path.participantId),
);
