// The landing-page deps with CloudFront, no bucket: deleting a page.
import type { LandingPagePorts } from '../domain/landing-pages/ports';
import { cloudFrontCdn } from '../platform/cdn';
import { landingPageDeps } from './landing-pages';

export const landingPageRemovalDeps: Omit<LandingPagePorts, 'uploads'> = {
  ...landingPageDeps,
  cdn: cloudFrontCdn,
};
