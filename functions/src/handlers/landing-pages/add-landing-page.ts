// POST /api/LandingPage/AddLandingPage — a new landing page with its url claimed.
import { landingPageUploadDeps } from '../../composition/landing-page-uploads';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import { api } from '../../platform/http-api';
import { addLandingPage } from '../../domain/landing-pages/manage-landing-pages';

export const handler = api(landingPageRoutes.addLandingPage).handler(({ caller, body }) =>
  addLandingPage(landingPageUploadDeps, caller, body),
);
