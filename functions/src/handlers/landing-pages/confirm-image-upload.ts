// POST /LandingPageImage/ConfirmImageUpload — checks, strips, sizes and publishes the uploaded image.
import { landingImageDeps } from '../../composition/landing-page-images';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import { api } from '../../platform/http-api';
import { confirmImageUpload } from '../../domain/landing-pages/confirm-image-upload';

export const handler = api(landingPageRoutes.confirmImageUpload).handler(({ caller, body }) =>
  confirmImageUpload(landingImageDeps, caller, body.UploadId),
);
