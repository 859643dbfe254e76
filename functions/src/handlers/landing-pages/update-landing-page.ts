// POST /api/LandingPage/UpdateLandingPage — changes a landing page (and moves its url claim).
import { landingPageChangeDeps } from '../../composition/landing-page-changes';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import { api } from '../../platform/http-api';
import { updateLandingPage } from '../../domain/landing-pages/manage-landing-pages';

export const handler = api(landingPageRoutes.updateLandingPage).handler(({ caller, body }) =>
  updateLandingPage(landingPageChangeDeps, caller, body),
);
