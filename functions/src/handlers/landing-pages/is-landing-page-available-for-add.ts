// GET /api/LandingPage/IsLandingPageAvailableForAdd/{url} — whether a new page may take the url.
import { landingPageDeps } from '../../composition/landing-pages';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import { api } from '../../platform/http-api';
import { landingUrlAvailability } from '../../domain/landing-pages/url-availability';

export const handler = api(landingPageRoutes.isLandingPageAvailableForAdd).handler(({ path }) =>
  landingUrlAvailability(landingPageDeps, path.url),
);
