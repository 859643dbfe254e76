// A console list shown a page at a time from the API (its opaque cursor, never offsets): the first
// page comes from the route's loader, "Show more" fetches the next through the same loader and
// adds it below; a refused later page (an expired cursor) is said beside what is already shown.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { Refused } from './form/refused-or';

const isRefused = (answer: object): answer is Refused => 'ok' in answer && answer.ok === false;

export function useCursorPages<Page extends { NextCursor?: string }>(firstPage: Page) {
  const more = useFetcher();
  // The loader's answer as it returned it (plain JSON: no serialization changes its type).
  const answered = more.state === 'idle' ? (more.data as Page | Refused | undefined) : undefined;
  // Each fetched answer is taken once (`seen`); a reloaded first page (a new filter, a change
  // saved) starts the list again. Adjusted during render, so no frame shows a stale list.
  const [pages, setPages] = useState({
    first: firstPage,
    later: [] as Page[],
    refusal: undefined as string | undefined,
    seen: answered,
  });
  if (pages.first !== firstPage) {
    setPages({ first: firstPage, later: [], refusal: undefined, seen: answered });
  } else if (answered && answered !== pages.seen) {
    setPages(
      isRefused(answered)
        ? { ...pages, refusal: answered.message, seen: answered }
        : { ...pages, later: [...pages.later, answered], refusal: undefined, seen: answered },
    );
  }
  const current = pages.first === firstPage;
  const shown = [firstPage, ...(current ? pages.later : [])];
  return {
    pages: shown,
    refusal: current ? pages.refusal : undefined,
    nextCursor: shown.at(-1)?.NextCursor,
    loading: more.state !== 'idle',
    /** Fetches the page at `href` (the list route's loader with `index` and the cursor). */
    load: (href: string) => {
      if (more.state === 'idle') void more.load(href);
    },
  };
}
