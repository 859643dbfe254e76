// GetLandingPageByUrl (public): the page at a vanity url, two GetItems (claim, page) and the event
// (and team) it leads to. A draft Thon's page is not shown yet.
import type { z } from 'zod';
import type { publicLandingPageSchema } from '@thon/shared/api/schemas/landing-pages';
import { noSuchLandingPage } from '@thon/shared/catalog/landing-page-messages';
import { normalizeLandingUrl } from '@thon/shared/landing-pages/landing-url';
import { NotFound } from '../errors';
import { landingPageView } from './landing-page-view';
import type { LandingPagePorts } from './ports';

const pagePath = '/api/LandingPage/GetLandingPageByUrl/';

/** The cached path of a url's public page, for invalidation. */
export const publicLandingPagePath = (url: string) => `${pagePath}${encodeURIComponent(url)}`;

export async function publicLandingPage(
  { pages, scopes, site }: Pick<LandingPagePorts, 'pages' | 'scopes' | 'site'>,
  url: string,
): Promise<z.infer<typeof publicLandingPageSchema>> {
  const landingPageId = await pages.findLandingPageIdByUrl(normalizeLandingUrl(url));
  const page = landingPageId ? await pages.getLandingPage(landingPageId) : undefined;
  if (!page) throw new NotFound(noSuchLandingPage);
  const [event, team] = await Promise.all([
    scopes.getEvent(page.eventId),
    page.teamId ? scopes.getTeam(page.eventId, page.teamId) : undefined,
  ]);
  if (!event || event.status === 'draft') throw new NotFound(noSuchLandingPage);
  // A visitor gets the page without its storage key and edit time.
  const {
    ImageKey: _imageKey,
    UpdatedAt: _updatedAt,
    ...visible
  } = landingPageView(site, page, {
    event,
    ...(team ? { team } : {}),
  });
  return visible;
}
