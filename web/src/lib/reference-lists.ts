// The reference lists forms offer (spec section 3): the catalogue's defaults merged with server
// configuration, from GetReferenceLists, so a server-configured grade or organization type shows
// in the forms. One request per page session (the module keeps the promise; the route is cached
// too), made only by a form that offers a list, never blocking: forms show the catalogue's lists
// until the answer comes, and keep them if the call fails (the next form to mount tries again).
import { useEffect, useState } from 'react';
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import { defaultReferenceLists, type ReferenceLists } from '@thon/shared/catalog/reference-lists';
import { callApi } from './api-client';

let loaded: ReferenceLists | undefined;
let pending: Promise<ReferenceLists> | undefined;

export function loadReferenceLists(): Promise<ReferenceLists> {
  pending ??= callApi(utilityRoutes.getReferenceLists, { query: {} }).then(
    (lists) => (loaded = lists),
    () => {
      pending = undefined;
      return defaultReferenceLists;
    },
  );
  return pending;
}

/** The merged lists once loaded; the catalogue's lists until then or if the call fails. */
export function useReferenceLists(): ReferenceLists {
  const [lists, setLists] = useState(loaded ?? defaultReferenceLists);
  useEffect(() => {
    let current = true;
    void loadReferenceLists().then((answer) => {
      if (current) setLists(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return lists;
}

/** Tests: forget the session's lists. */
export function forgetReferenceLists(): void {
  loaded = undefined;
  pending = undefined;
}
