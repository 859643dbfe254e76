// Reference lists: catalogue defaults with the server-configured lists merged over them.
// Kept in memory per container for a few minutes; clearcache empties it.
import {
  mergeReferenceLists,
  serverReferenceListsSchema,
  type ReferenceLists,
} from '@thon/shared/catalog/reference-lists';
import { readSetting, settingNames } from '../../data/repositories/settings-repository';
import { logger } from '../../platform/logger';

const cacheMilliseconds = 5 * 60 * 1000;
let cached: { lists: ReferenceLists; until: number } | undefined;

export async function getReferenceLists(now = Date.now()): Promise<ReferenceLists> {
  if (cached && cached.until > now) return cached.lists;
  const configured = serverReferenceListsSchema.safeParse(
    (await readSetting(settingNames.referenceLists)) ?? {},
  );
  // A bad configuration must not take the lists down: log it and serve the defaults.
  if (!configured.success)
    logger.error('Ignoring invalid referenceLists setting', { issues: configured.error.issues });
  const lists = mergeReferenceLists(configured.success ? configured.data : {});
  cached = { lists, until: now + cacheMilliseconds };
  return lists;
}

export function clearReferenceListsCache(): void {
  cached = undefined;
}
