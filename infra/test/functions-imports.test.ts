// CDK reads a few facts of the functions (their environment variable names, the jobs table, the
// table design, the uploads' key shapes) and nothing else of them: a construct that imported an
// adapter would load its SDK at synth and blur which side owns what. This test reads the CDK
// code's imports from functions/src, and follows each allowed module's own imports, so neither a
// new import nor an SDK behind an allowed one can creep back.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../lib/repository';

const functionsSource = join(repositoryRoot, 'functions/src');

/** The only functions/src modules CDK code may import (paths under functions/src, no extension). */
const allowed = [
  'platform/environment-names',
  'jobs/job-table',
  'data/table-design',
  'domain/landing-pages/landing-images',
  // The families' photos' key shapes (the 'student-photos' grant's two prefixes).
  'domain/student-pages/photo-keys',
];

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Module specifiers a file imports or re-exports at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const [, typeOnly, specifier] of source.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
  )) {
    if (!typeOnly && specifier) specifiers.push(specifier);
  }
  for (const [, specifier] of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

/** The functions/src module a specifier names (from a file of CDK code), or undefined. */
function functionsModule(file: string, specifier: string): string | undefined {
  const path = specifier.startsWith('@thon/functions/')
    ? join(functionsSource, specifier.slice('@thon/functions/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(file), specifier)
      : undefined;
  if (!path) return undefined;
  const inside = relative(functionsSource, path);
  return inside.startsWith('..') ? undefined : inside.replace(/\.ts$/, '');
}

const cdkFiles = ['bin', 'lib', 'constructs'].flatMap((dir) =>
  typeScriptFiles(join(repositoryRoot, 'infra', dir)),
);

describe("the CDK code's imports from functions/src", () => {
  it('are only the environment names, the jobs table, the table design and the uploads key shapes', () => {
    const imported = new Set<string>();
    for (const file of cdkFiles) {
      for (const specifier of runtimeImports(file)) {
        const module = functionsModule(file, specifier);
        if (module) imported.add(module);
      }
    }
    expect(imported.has('platform/environment-names')).toBe(true);
    expect(imported.has('jobs/job-table')).toBe(true);
    expect([...imported].filter((module) => !allowed.includes(module)).sort()).toEqual([]);
  });

  it('reach no package but the shared one, through every module they import in turn', () => {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (module: string) => {
      if (seen.has(module)) return;
      seen.add(module);
      const file = join(functionsSource, `${module}.ts`);
      for (const specifier of runtimeImports(file)) {
        const next = functionsModule(file, specifier);
        if (next) visit(next);
        else if (!specifier.startsWith('@thon/shared/')) packages.add(`${module} → ${specifier}`);
      }
    };
    allowed.forEach(visit);
    expect([...packages]).toEqual([]);
  });
});
