// The comment reader and the citation check the source scan relies on: comments are found in every
// form the sources use, and strings, test names, URLs and JSX text are never taken for comments.
import { describe, expect, it } from 'vitest';
import { citesIssue } from './issue-citation';
import { sourceComments } from './source-comments';

const texts = (fileName: string, source: string): string[] =>
  sourceComments(fileName, source).map((comment) => comment.text);

describe('sourceComments', () => {
  it('finds line, block and JSDoc comments in TypeScript, leading and trailing, with their lines', () => {
    const source = [
      '// first',
      'const a = 1; // trailing',
      '/** doc */',
      'export function f(/* inline */ x: number): number {',
      '  return x; /* after */',
      '}',
      '// last',
    ].join('\n');
    expect(sourceComments('file.ts', source)).toEqual([
      { line: 1, text: '// first' },
      { line: 2, text: '// trailing' },
      { line: 3, text: '/** doc */' },
      { line: 4, text: '/* inline */' },
      { line: 5, text: '/* after */' },
      { line: 7, text: '// last' },
    ]);
  });

  it('takes no string, template, regex or JSX text for a comment', () => {
    const source = [
      "const s = '// not (issue 1)';",
      'const t = `/* not */ ${s /* yes */}`;',
      'const r = /\\/\\/ no/;',
      'const j = <p>// text {/* jsx */}</p>;',
    ].join('\n');
    expect(texts('file.tsx', source)).toEqual(['/* yes */', '/* jsx */']);
  });

  it('reads Python comments outside strings, triple-quoted ones included', () => {
    const source = ['x = "# no"  # yes', '"""', '# inside a docstring', '"""', "y = '#'  # too"].join('\n');
    expect(sourceComments('file.py', source)).toEqual([
      { line: 1, text: '# yes' },
      { line: 5, text: '# too' },
    ]);
  });

  it('reads shell comments at a word start only, outside quotes', () => {
    const source = ['#!/usr/bin/env bash', 'echo "# no" $# ${#x} # yes', "echo '#' a#b"].join('\n');
    expect(texts('run', source)).toEqual(['#!/usr/bin/env bash', '# yes']);
  });
});

describe('citesIssue', () => {
  it.each([
    '// Pledges (issue 12): charged once.',
    '// issues 11 and 14',
    "// within issue 11's 80 KB",
    '/** Made before Issue #5. */',
    '// see #12',
    '# (issue 3)',
  ])('reports %s', (comment) => {
    expect(citesIssue(comment)).toBe(true);
  });

  it.each([
    '// The issue types a support message may have.',
    '// https://github.com/owner/repo/issues/12 explains the workaround',
    '// colour #2a7bd4 and C# 12',
    '// spec section 9',
  ])('leaves %s alone', (comment) => {
    expect(citesIssue(comment)).toBe(false);
  });
});
