// GetReferenceLists as the fake API answers it: the catalogue's lists, or the lists a test gives
// (a server-configured grade, organization type, ...), merged over them as the server merges.
import { http, HttpResponse } from 'msw';
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import { mergeReferenceLists, type ServerReferenceLists } from '@thon/shared/catalog/reference-lists';
import { mswPath } from './handlers';

export function referenceListsHandler(configured: ServerReferenceLists = {}) {
  return http.get(mswPath(utilityRoutes.getReferenceLists), () =>
    HttpResponse.json(mergeReferenceLists(configured)),
  );
}
