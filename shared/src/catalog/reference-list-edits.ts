// The reference lists a super admin edits in the console, and the pure rules of an edit. An edit
// saves the whole list as the editor shows it (defaults, earlier edits and its own); it is merged
// over the defaults by Code (merge-lists.ts), so a renamed default keeps its Code and place, an
// added code follows the defaults, and a retired entry stays in the list, marked, so a record made
// before still shows its label while pickers and new records no longer take it.
import { mergeList } from './merge-lists';
import type { CodeNameEntry } from './list-entry';
import { referenceListCodeRemoved, referenceListCodeRepeated } from './messages';

/**
 * The lists of section 3 whose entries are a Code and a Name. Not editable: months (the calendar),
 * countries (ISO data, another shape) and the Yes/No choices (booleans the records store).
 */
export const editableReferenceListNames = [
  'grades',
  'shirtSizes',
  'organizationTypes',
  'schoolLevels',
  'states',
  'genders',
  'relationships',
  'familyRelationships',
  'referenceRelationships',
  'frequencies',
  'legalStatuses',
  'maritalStatuses',
  'shopCategories',
] as const;
export type EditableReferenceListName = (typeof editableReferenceListNames)[number];

/** What pickers offer and new records may take: the entries not retired. */
export function offeredEntries<T extends CodeNameEntry>(list: readonly T[]): T[] {
  return list.filter((entry) => entry.Retired !== true);
}

/** A saved list merged over its base (the defaults, with any configured entries): by Code. */
export function mergeSavedList(
  base: readonly CodeNameEntry[],
  saved: readonly CodeNameEntry[],
): CodeNameEntry[] {
  return mergeList(base, saved).map(({ Code, Name, Retired }) => ({
    Code,
    Name,
    ...(Retired === true ? { Retired } : {}),
  }));
}

export interface ReferenceListEditIssue {
  path: string;
  message: string;
}

// Codes compare without case: the checks of grades and shirt sizes take them in any case.
const keyOf = (code: string) => code.trim().toUpperCase();

/** A code given twice in one list (it would name two entries), by the index of its repeat. */
export function repeatedCodeIssues(
  entries: readonly { Code: string }[],
): { index: number; message: string }[] {
  const seen = new Set<string>();
  const issues: { index: number; message: string }[] = [];
  entries.forEach((entry, index) => {
    const key = keyOf(entry.Code);
    if (seen.has(key)) issues.push({ index, message: referenceListCodeRepeated(entry.Code) });
    seen.add(key);
  });
  return issues;
}

/**
 * A code the list has now (a default, or one an earlier edit added) that the edit leaves out:
 * records may hold it, so it can only be retired, never removed.
 */
export function removedCodeIssues(
  current: readonly { Code: string }[],
  entries: readonly { Code: string }[],
): ReferenceListEditIssue[] {
  const kept = new Set(entries.map((entry) => keyOf(entry.Code)));
  return current
    .filter((entry) => !kept.has(keyOf(entry.Code)))
    .map((entry) => ({ path: 'Entries', message: referenceListCodeRemoved(entry.Code) }));
}
