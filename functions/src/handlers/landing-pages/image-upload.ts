// POST /LandingPageImage/ImageUpload — a presigned S3 POST for one image (the file goes to S3 directly).
import { landingImageDeps } from '../../composition/landing-page-images';
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import { api } from '../../platform/http-api';
import { startImageUpload } from '../../domain/landing-pages/image-upload';

export const handler = api(landingPageRoutes.imageUpload).handler(({ caller, body }) =>
  startImageUpload(landingImageDeps, caller, body),
);
