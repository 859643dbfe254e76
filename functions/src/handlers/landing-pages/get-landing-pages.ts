// GET /api/LandingPage/GetLandingPages — the caller's landing pages.
import { landingPageDeps } from '../../composition/landing-pages';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import { api } from '../../platform/http-api';
import { listLandingPages } from '../../domain/landing-pages/manage-landing-pages';

export const handler = api(landingPageRoutes.getLandingPages).handler(({ caller }) =>
  listLandingPages(landingPageDeps, caller),
);
