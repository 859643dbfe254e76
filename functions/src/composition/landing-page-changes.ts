// The landing-page deps with the uploads bucket (S3) and CloudFront: changing a page.
import type { LandingPagePorts } from '../domain/landing-pages/ports';
import { cloudFrontCdn } from '../platform/cdn';
import { landingPageUploadDeps } from './landing-page-uploads';

export const landingPageChangeDeps: LandingPagePorts = { ...landingPageUploadDeps, cdn: cloudFrontCdn };
