// The public landing page's data: GET /api/LandingPage/GetLandingPageByUrl/{url},
// public and cached by CloudFront. A url that cannot be a landing page (pattern, reserved) is not
// asked for; an unknown one (404) is the app's not-found page, so both answer null.
import { landingPageRoutes } from '@thon/shared/api/routes/landing-pages';
import {
  isReservedLandingUrl,
  landingUrlPattern,
  normalizeLandingUrl,
} from '@thon/shared/landing-pages/landing-url';
import { ApiError, callApi } from '../../../lib/api-client';

export async function loadPublicLandingPage(landingUrl: string, signal?: AbortSignal) {
  const url = normalizeLandingUrl(landingUrl);
  if (!landingUrlPattern.test(url) || isReservedLandingUrl(url)) return null;
  try {
    return await callApi(landingPageRoutes.getLandingPageByUrl, { path: { url }, query: {} }, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export type PublicLandingPage = NonNullable<Awaited<ReturnType<typeof loadPublicLandingPage>>>;
