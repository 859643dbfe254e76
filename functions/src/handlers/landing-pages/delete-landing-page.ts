// DELETE /api/LandingPage/DeleteLandingPage/{id} — deletes a landing page and frees its url.
import { landingPageRemovalDeps } from '../../composition/landing-page-removal';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import { api } from '../../platform/http-api';
import { deleteLandingPage } from '../../domain/landing-pages/manage-landing-pages';

export const handler = api(landingPageRoutes.deleteLandingPage).handler(({ caller, path }) =>
  deleteLandingPage(landingPageRemovalDeps, caller, path.id),
);
