// Source comments say why, not which tracker issue asked for the code: an issue number tells a
// reader nothing once the issue is closed. Only comments are read (see source-comments.ts), so test
// names, messages and URLs may still hold such words.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citesIssue, mayCiteIssue } from './source-comments/issue-citation';
import { type SourceComment, sourceComments } from './source-comments/source-comments';

const root = fileURLToPath(new URL('../../', import.meta.url));
const trees = ['shared', 'functions', 'infra', 'web', 'tests', 'bench', '.ci'];
const sourceFile = /\.(ts|tsx|js|mjs|py|sh)$/;
// Installed packages and build or run output are not our sources (the .gitignore's folders).
const notSources = new Set(['node_modules', 'dist', 'cdk.out', 'coverage', 'out', '.local', '__pycache__']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return notSources.has(entry.name) ? [] : sourceFiles(path);
    return sourceFile.test(entry.name) || relative(root, path) === join('.ci', 'run') ? [path] : [];
  });
}

// Where a comment cites: its first citing line (a block comment may be long), else where it starts.
function citingLine(comment: SourceComment): string {
  const lines = comment.text.split('\n');
  const index = Math.max(
    0,
    lines.findIndex((line) => citesIssue(line)),
  );
  return `${comment.line + index}: ${(lines[index] ?? '').trim()}`;
}

describe('source comments', () => {
  it('cite no issue numbers', () => {
    const files = trees.flatMap((tree) => sourceFiles(join(root, tree)));
    // The scan must see the sources, or it would pass on nothing.
    expect(files.length).toBeGreaterThan(500);
    expect(files.map((file) => relative(root, file))).toContain(join('.ci', 'run'));
    const citing = files.flatMap((file) => {
      // Parsing every file takes seconds; most hold nothing that could be a citation.
      const text = readFileSync(file, 'utf8');
      if (!mayCiteIssue(text)) return [];
      return sourceComments(file, text)
        .filter((comment) => citesIssue(comment.text))
        .map((comment) => `${relative(root, file)}:${citingLine(comment)}`);
    });
    expect(citing).toEqual([]);
  }, 60_000);
});
