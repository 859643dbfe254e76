// The landing-page deps with the uploads bucket (S3): adding a page, starting and confirming uploads.
import type { LandingPagePorts } from '../domain/landing-pages/ports';
import { s3UploadsBucket } from '../platform/uploads-bucket';
import { landingPageDeps } from './landing-pages';

export const landingPageUploadDeps: Omit<LandingPagePorts, 'cdn'> = {
  ...landingPageDeps,
  uploads: s3UploadsBucket,
};
