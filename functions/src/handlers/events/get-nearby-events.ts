// GET /api/events/GetNearbyEvents — the live public Thons near the viewer, for the login page.
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { api } from '../../platform/http-api';
import { nearbyEvents } from '../../domain/nearby/nearby-events';
import { nearbyEventsDeps } from '../../composition/nearby-events';
import { viewerLocation } from '../../platform/viewer-location';

export const handler = api(publicPageRoutes.getNearbyEvents).handler(async ({ event }) => ({
  NearbyEvents: await nearbyEvents(nearbyEventsDeps, viewerLocation(event).point),
}));
