// The editor's live url check: the typed url is checked here against the pattern and
// the reserved list at once, then, 400 ms after the last keystroke, by the API
// (IsLandingPageAvailableForAdd/{url}, or ...ForUpdate/{id}/{url} when editing: the page's own url
// counts as available). The API's Message is shown as it comes ('URL already exists. Please try
// another.'). A check still running when the url changes again is aborted.
import { useEffect, useState } from 'react';
import { landingUrlAvailable, landingUrlInvalid } from '@thon/shared/catalog/landing-page-messages';
import { landingPageUrlTaken } from '@thon/shared/catalog/messages';
import {
  isReservedLandingUrl,
  landingUrlPattern,
  normalizeLandingUrl,
} from '@thon/shared/landing-pages/landing-url';
import { isLandingUrlAvailable } from '../api/landing-page-calls';

export const availabilityDebounceMs = 400;

export type UrlAvailability =
  | { kind: 'none' }
  | { kind: 'checking'; url: string }
  | { kind: 'available'; url: string; message: string }
  | { kind: 'taken'; url: string; message: string }
  | { kind: 'invalid'; url: string; message: string };

/** What the url alone says, before asking the API (undefined: ask). */
function localVerdict(url: string, savedUrl: string | undefined): UrlAvailability | undefined {
  if (url === '') return { kind: 'none' };
  if (!landingUrlPattern.test(url)) return { kind: 'invalid', url, message: landingUrlInvalid };
  if (isReservedLandingUrl(url)) return { kind: 'taken', url, message: landingPageUrlTaken };
  if (url === savedUrl) return { kind: 'available', url, message: landingUrlAvailable };
  return undefined;
}

export function useUrlAvailability(typed: string, pageId: string | undefined, savedUrl: string | undefined) {
  const url = normalizeLandingUrl(typed);
  const local = localVerdict(url, savedUrl);
  const [answer, setAnswer] = useState<UrlAvailability>({ kind: 'none' });

  const needsCheck = local === undefined;

  useEffect(() => {
    if (!needsCheck) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      isLandingUrlAvailable(url, pageId, controller.signal).then(
        (result) =>
          setAnswer(
            result.Available
              ? { kind: 'available', url, message: result.Message ?? landingUrlAvailable }
              : { kind: 'taken', url, message: result.Message ?? landingPageUrlTaken },
          ),
        // A failed check says nothing; Save still asks the server, which decides.
        () => !controller.signal.aborted && setAnswer({ kind: 'none' }),
      );
    }, availabilityDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needsCheck, url, pageId]);

  if (local) return local;
  // An answer about an earlier url is not shown for this one.
  return answer.kind !== 'none' && answer.url === url ? answer : ({ kind: 'checking', url } as const);
}
