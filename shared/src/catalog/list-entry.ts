// The shapes of reference-list entries. Server lists are merged over the defaults by `Code`
// (merge-lists.ts also accepts `Id`-keyed lists), so every default entry carries a Code.
import * as z from 'zod';

export const codeNameEntrySchema = z.object({
  Code: z.string().min(1),
  Name: z.string().min(1),
  /**
   * Retired by a super admin: no longer offered by pickers nor accepted on new records, but still
   * served so a record made before still shows its label. Absent on an active entry, so the
   * answer stays the shape forms have always read.
   */
  Retired: z.literal(true).optional(),
});
export type CodeNameEntry = z.infer<typeof codeNameEntrySchema>;

/** Choices stored as booleans (Yes/No, private school). */
export const booleanChoiceEntrySchema = z.object({ Code: z.boolean(), Name: z.string().min(1) });
export type BooleanChoiceEntry = z.infer<typeof booleanChoiceEntrySchema>;

/**
 * Lists the spec gives by name only: the name is also the stored code, so a saved
 * value still reads correctly if a list's order changes.
 */
export function entriesNamed(names: readonly string[]): CodeNameEntry[] {
  return names.map((name) => ({ Code: name, Name: name }));
}
