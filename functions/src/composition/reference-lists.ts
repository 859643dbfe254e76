// Ready dependencies of the console's reference-list editor: the table only (the saved lists, the
// setting, the caller's user item for the audit entry). Saving also reaches CloudFront
// (reference-list-changes.ts), a module of its own so the list route bundles no CloudFront client.
import { catalogSettings, referenceListStore } from '../data/stores/catalog';
import { franchiseCallerReads } from '../data/stores/franchises';
import type { ReferenceListEditorDeps } from '../domain/catalog/manage-reference-lists';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const referenceListEditorDeps = {
  settings: catalogSettings,
  lists: referenceListStore,
  callers: franchiseCallerReads,
  ids: randomIds,
  clock: systemClock,
} satisfies ReferenceListEditorDeps;
