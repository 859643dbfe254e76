// Reference lists: catalogue defaults with the server-configured lists merged over them.
// No in-process cache: the route is cached by browsers (1 h) and CloudFront (5 min), so this runs
// rarely, and a changed setting shows as soon as those caches let it (clearcache invalidates them).
import {
  mergeReferenceLists,
  serverReferenceListsSchema,
  type ReferenceLists,
} from '@thon/shared/catalog/reference-lists';
import { readSetting, settingNames } from '../../data/repositories/settings-repository';
import { logger } from '../../platform/logger';

export async function getReferenceLists(): Promise<ReferenceLists> {
  const configured = serverReferenceListsSchema.safeParse(
    (await readSetting(settingNames.referenceLists)) ?? {},
  );
  // A bad configuration must not take the lists down: log it and serve the defaults.
  if (!configured.success)
    logger.error('Ignoring invalid referenceLists setting', { issues: configured.error.issues });
  return mergeReferenceLists(configured.success ? configured.data : {});
}
