// The console's reference-list editor: each editable list as served (merged, retired entries
// marked) with the version an edit is conditioned on, and an edit saving one whole list.
import * as z from 'zod';
import { codeNameEntrySchema } from '../../catalog/list-entry';
import { referenceListNameRequired } from '../../catalog/messages';
import { editableReferenceListNames, repeatedCodeIssues } from '../../catalog/reference-list-edits';

export const editableReferenceListSchema = z.enum(editableReferenceListNames, {
  error: 'List must be one of the editable reference lists',
});

const entryInputSchema = z.strictObject({
  Code: z.string().trim().min(1, 'Every entry needs a code.').max(100, 'A code is at most 100 characters.'),
  Name: z.string().trim().min(1, referenceListNameRequired).max(200, 'A name is at most 200 characters.'),
  Retired: z.boolean().optional(),
});

/** The whole list as the editor shows it; `Version` is the one read (0: never saved). */
export const updateReferenceListRequestSchema = z
  .strictObject({
    List: editableReferenceListSchema,
    Version: z.number().int().min(0, 'Version is not valid'),
    Entries: z
      .array(entryInputSchema)
      .min(1, 'A list needs at least one entry.')
      .max(500, 'A list has at most 500 entries.'),
  })
  .superRefine((request, context) => {
    for (const issue of repeatedCodeIssues(request.Entries))
      context.addIssue({ code: 'custom', path: ['Entries', issue.index, 'Code'], message: issue.message });
  });
export type UpdateReferenceListRequest = z.infer<typeof updateReferenceListRequestSchema>;

export const editedReferenceListSchema = z.strictObject({
  List: editableReferenceListSchema,
  /** 0 while the list has never been saved from the console. */
  Version: z.number().int(),
  /** The merged list: defaults, configured and saved entries, retired ones marked. */
  Entries: z.array(codeNameEntrySchema),
  /** The catalogue's own codes, so the editor can say which entries are defaults. */
  DefaultCodes: z.array(z.string()),
});
export type EditedReferenceList = z.infer<typeof editedReferenceListSchema>;

export const referenceListOverridesSchema = z.strictObject({ Lists: z.array(editedReferenceListSchema) });
export type ReferenceListOverrides = z.infer<typeof referenceListOverridesSchema>;
