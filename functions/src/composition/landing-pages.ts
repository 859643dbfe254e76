// Ready dependencies of the landing-page use cases that reach only the table. Adding and changing
// pages and images also reach the uploads bucket (landing-page-uploads.ts), and changes and
// deletions CloudFront (landing-page-changes.ts, landing-page-removal.ts): separate modules, so a
// handler bundles only the clients its route uses.
import { landingPageStore, pageScopeReads } from '../data/stores/landing-pages';
import type { LandingPagePorts } from '../domain/landing-pages/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { powertoolsLogger } from '../platform/logger';
import { environmentSite } from '../platform/site';

export const landingPageDeps: Omit<LandingPagePorts, 'uploads' | 'cdn'> = {
  pages: landingPageStore,
  scopes: pageScopeReads,
  ids: randomIds,
  clock: systemClock,
  site: environmentSite,
  logger: powertoolsLogger,
};
