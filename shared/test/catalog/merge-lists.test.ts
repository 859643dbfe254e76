import { describe, expect, it } from 'vitest';
import { mergeList, mergeLists } from '@thon/shared/catalog/merge-lists';

describe('mergeList', () => {
  const defaults = [
    { Code: 'A', Name: 'Alpha' },
    { Code: 'B', Name: 'Bravo' },
    { Code: 'C', Name: 'Charlie' },
  ];

  it('replaces an entry with the same Code in place and appends new ones in supplied order', () => {
    expect(
      mergeList(defaults, [
        { Code: 'E', Name: 'Echo' },
        { Code: 'B', Name: 'Bravo (server)' },
        { Code: 'D', Name: 'Delta' },
      ]),
    ).toEqual([
      { Code: 'A', Name: 'Alpha' },
      { Code: 'B', Name: 'Bravo (server)' },
      { Code: 'C', Name: 'Charlie' },
      { Code: 'E', Name: 'Echo' },
      { Code: 'D', Name: 'Delta' },
    ]);
  });

  it('indexes by Id when entries have no Code', () => {
    expect(
      mergeList(
        [
          { Id: 1, Name: 'Bug' },
          { Id: 2, Name: 'Task' },
        ],
        [
          { Id: 2, Name: 'Question' },
          { Id: 3, Name: 'Story' },
        ],
      ),
    ).toEqual([
      { Id: 1, Name: 'Bug' },
      { Id: 2, Name: 'Question' },
      { Id: 3, Name: 'Story' },
    ]);
  });

  it('keeps boolean codes apart from their text', () => {
    expect(
      mergeList<{ Code: boolean | string; Name: string }>(
        [
          { Code: true, Name: 'Yes' },
          { Code: false, Name: 'No' },
        ],
        [
          { Code: 'true', Name: 'text' },
          { Code: false, Name: 'Nope' },
        ],
      ),
    ).toEqual([
      { Code: true, Name: 'Yes' },
      { Code: false, Name: 'Nope' },
      { Code: 'true', Name: 'text' },
    ]);
  });

  it('keeps Code and Id key spaces apart', () => {
    expect(mergeList<{ Code: string } | { Id: string }>([{ Code: '7' }], [{ Id: '7' }])).toEqual([
      { Code: '7' },
      { Id: '7' },
    ]);
  });

  it('lets the last of repeated supplied entries win', () => {
    expect(
      mergeList(defaults, [
        { Code: 'A', Name: 'first' },
        { Code: 'A', Name: 'second' },
      ])[0],
    ).toEqual({ Code: 'A', Name: 'second' });
  });

  it('returns the defaults unchanged for an empty supply, without changing the input', () => {
    const before = structuredClone(defaults);
    const merged = mergeList(defaults, []);
    expect(merged).toEqual(before);
    expect(merged).not.toBe(defaults);
    mergeList(defaults, [{ Code: 'A', Name: 'changed' }]);
    expect(defaults).toEqual(before);
  });
});

describe('mergeLists', () => {
  const defaults = {
    colours: [{ Code: 'R', Name: 'Red' }],
    sizes: [{ Code: 'S', Name: 'Small' }],
  };

  it('merges the lists the server supplies and leaves the others as they are', () => {
    const merged = mergeLists(defaults, { colours: [{ Code: 'G', Name: 'Green' }] });
    expect(merged).toEqual({
      colours: [
        { Code: 'R', Name: 'Red' },
        { Code: 'G', Name: 'Green' },
      ],
      sizes: [{ Code: 'S', Name: 'Small' }],
    });
    expect(merged.sizes).toBe(defaults.sizes);
  });

  it('returns the defaults when the server supplies nothing, and never changes them', () => {
    expect(mergeLists(defaults, {})).toEqual(defaults);
    mergeLists(defaults, { sizes: [{ Code: 'S', Name: 'changed' }] });
    expect(defaults.sizes).toEqual([{ Code: 'S', Name: 'Small' }]);
  });

  it('drops lists that have no default', () => {
    const supplied = { other: [{ Code: 'X', Name: 'X' }] } as unknown as Partial<typeof defaults>;
    expect(mergeLists(defaults, supplied)).toEqual(defaults);
  });
});
