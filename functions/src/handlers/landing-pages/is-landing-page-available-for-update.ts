// GET /api/LandingPage/IsLandingPageAvailableForUpdate/{id}/{url} — whether the page may move to the url.
import { landingPageDeps } from '../../composition/landing-pages';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import { api } from '../../platform/http-api';
import { landingUrlAvailability } from '../../domain/landing-pages/url-availability';

export const handler = api(landingPageRoutes.isLandingPageAvailableForUpdate).handler(({ path }) =>
  landingUrlAvailability(landingPageDeps, path.url, path.id),
);
