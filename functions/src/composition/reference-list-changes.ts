// Ready dependencies of saving a reference list: the editor's, and CloudFront, whose cached copy
// of GetReferenceLists the save invalidates.
import type { ReferenceListSaveDeps } from '../domain/catalog/manage-reference-lists';
import { cloudFrontCdn } from '../platform/cdn';
import { referenceListEditorDeps } from './reference-lists';

export const referenceListSaveDeps = {
  ...referenceListEditorDeps,
  cdn: cloudFrontCdn,
} satisfies ReferenceListSaveDeps;
