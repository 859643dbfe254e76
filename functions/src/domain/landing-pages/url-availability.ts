// IsLandingPageAvailableForAdd / …ForUpdate: whether a url can be taken (one GetItem). A reserved
// first segment of the app counts as taken; a page's own url is available to it.
import { landingUrlInvalid } from '@thon/shared/catalog/landing-page-messages';
import { landingPageUrlTaken } from '@thon/shared/catalog/messages';
import {
  isReservedLandingUrl,
  landingUrlPattern,
  normalizeLandingUrl,
} from '@thon/shared/landing-pages/landing-url';
import type { LandingPagePorts } from './ports';

export async function landingUrlAvailability(
  deps: { pages: Pick<LandingPagePorts['pages'], 'findLandingPageIdByUrl'> },
  typed: string,
  forLandingPageId?: string,
): Promise<{ Available: boolean; Message?: string }> {
  const url = normalizeLandingUrl(typed);
  if (!landingUrlPattern.test(url)) return { Available: false, Message: landingUrlInvalid };
  if (isReservedLandingUrl(url)) return { Available: false, Message: landingPageUrlTaken };
  const holder = await deps.pages.findLandingPageIdByUrl(url);
  return holder === undefined || holder === forLandingPageId
    ? { Available: true }
    : { Available: false, Message: landingPageUrlTaken };
}
