// The reference-list editor's rules: a saved list merged over the defaults by Code (rename, add,
// retire), what pickers offer, and the refusals of an edit (a code twice, a code left out).
import { describe, expect, it } from 'vitest';
import {
  mergeSavedList,
  offeredEntries,
  removedCodeIssues,
  repeatedCodeIssues,
} from '../../src/catalog/reference-list-edits';
import { referenceListCodeRemoved, referenceListCodeRepeated } from '../../src/catalog/messages';

const defaults = [
  { Code: 'S', Name: 'Small' },
  { Code: 'M', Name: 'Medium' },
  { Code: 'L', Name: 'Large' },
];

describe('mergeSavedList', () => {
  it('renames a default in its place, appends an added code and keeps a retired one marked', () => {
    const saved = [
      { Code: 'XL', Name: 'Extra large' },
      { Code: 'M', Name: 'Medium (unisex)' },
      { Code: 'L', Name: 'Large', Retired: true as const },
    ];
    expect(mergeSavedList(defaults, saved)).toEqual([
      { Code: 'S', Name: 'Small' },
      { Code: 'M', Name: 'Medium (unisex)' },
      { Code: 'L', Name: 'Large', Retired: true },
      { Code: 'XL', Name: 'Extra large' },
    ]);
  });

  it('serves the defaults unchanged when nothing is saved, and never alters them', () => {
    const before = structuredClone(defaults);
    expect(mergeSavedList(defaults, [])).toEqual(defaults);
    mergeSavedList(defaults, [{ Code: 'S', Name: 'Tiny' }]);
    expect(defaults).toEqual(before);
  });

  it('unretires an entry saved again without the flag', () => {
    const merged = mergeSavedList(defaults, [{ Code: 'L', Name: 'Large' }]);
    expect(merged.find((entry) => entry.Code === 'L')).toEqual({ Code: 'L', Name: 'Large' });
  });
});

describe('offeredEntries', () => {
  it('leaves retired entries out of what pickers offer', () => {
    const list = mergeSavedList(defaults, [{ Code: 'M', Name: 'Medium', Retired: true }]);
    expect(offeredEntries(list).map((entry) => entry.Code)).toEqual(['S', 'L']);
  });
});

describe('repeatedCodeIssues', () => {
  it('names a code given twice, whatever its case', () => {
    expect(repeatedCodeIssues([{ Code: 'XL' }, { Code: 'S' }, { Code: 'xl' }])).toEqual([
      { index: 2, message: referenceListCodeRepeated('xl') },
    ]);
    expect(repeatedCodeIssues(defaults)).toEqual([]);
  });
});

describe('removedCodeIssues', () => {
  it('refuses leaving out a code the list has (it can only be retired)', () => {
    expect(removedCodeIssues(defaults, [{ Code: 'S' }, { Code: 'l' }, { Code: 'XL' }])).toEqual([
      { path: 'Entries', message: referenceListCodeRemoved('M') },
    ]);
    expect(removedCodeIssues(defaults, [...defaults, { Code: 'XL' }])).toEqual([]);
  });
});
