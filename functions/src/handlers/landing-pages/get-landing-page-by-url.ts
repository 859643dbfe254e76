// GET /api/LandingPage/GetLandingPageByUrl/{url} — the public page at a vanity url (cached).
import { landingPageDeps } from '../../composition/landing-pages';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import { api } from '../../platform/http-api';
import { publicLandingPage } from '../../domain/landing-pages/public-landing-page';

export const handler = api(landingPageRoutes.getLandingPageByUrl).handler(({ path }) =>
  publicLandingPage(landingPageDeps, path.url),
);
