// Reference lists: catalogue defaults with the server-configured lists merged over them.
// No in-process cache: the route is cached by browsers (1 h) and CloudFront (5 min), so this runs
// rarely, and a changed setting shows as soon as those caches let it (clearcache invalidates them).
import {
  mergeReferenceLists,
  serverReferenceListsSchema,
  type ReferenceLists,
} from '@thon/shared/catalog/reference-lists';
import type { Logger } from '../ports/logger';
import type { ReferenceCodeDeps } from './reference-codes';

export interface ReferenceListDeps extends ReferenceCodeDeps {
  logger: Logger;
}

export async function getReferenceLists({ settings, logger }: ReferenceListDeps): Promise<ReferenceLists> {
  const configured = serverReferenceListsSchema.safeParse((await settings.readReferenceLists()) ?? {});
  // A bad configuration must not take the lists down: log it and serve the defaults.
  if (!configured.success)
    logger.error('Ignoring invalid referenceLists setting', { issues: configured.error.issues });
  return mergeReferenceLists(configured.success ? configured.data : {});
}
