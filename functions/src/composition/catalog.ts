// Ready dependencies of the catalogue's use cases: the settings item for the membership checks
// (spread into other areas' deps), and with the log for GetReferenceLists, which reports a bad
// setting.
import { catalogSettings } from '../data/stores/catalog';
import type { CatalogSettings } from '../domain/catalog/ports';
import type { ReferenceListDeps } from '../domain/catalog/reference-lists';
import { powertoolsLogger } from '../platform/logger';

export const catalogDeps = { settings: catalogSettings satisfies CatalogSettings };

export const referenceListDeps: ReferenceListDeps = { ...catalogDeps, logger: powertoolsLogger };
