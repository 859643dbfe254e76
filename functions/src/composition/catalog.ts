// Ready dependencies of the catalogue's use cases (reference lists, their membership checks): the
// settings item only.
import { catalogSettings } from '../data/stores/catalog';
import type { CatalogSettings } from '../domain/catalog/ports';

export const catalogDeps = { settings: catalogSettings satisfies CatalogSettings };
