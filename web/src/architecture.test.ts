// The web is cut by domain: web/src/features/<domain> owns its calls, components and routes,
// web/src/pages/<audience> composes features into an audience's pages, and components/ and lib/ are
// the generic kit. Lint fences the directions (eslint.config.js, proven in
// shared/test/lint-boundaries.test.ts); this test keeps the two rules lint cannot say:
// - an import into another feature or page goes through `@/`, so moving a folder never breaks a
//   long `../../..` chain and a reader sees at once that the import crosses a boundary;
// - components/ and lib/ call no domain's route area (a call there is domain code drifting back);
// - pages/ call no route area at all: an audience's page composes features, and a call written
//   in a page folder is a domain's code another audience cannot reuse.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importPattern = /(?:\bfrom|\bimport|\bimport\(|vi\.mock\()\s*'([^']+)'/g;

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(importPattern)].map((match) => match[1] ?? '');
}

/** `features/pledges`, `pages/parent`, or the top folder (`components`, `lib`, `app`, ...). */
function ownerOf(pathInSrc: string): string {
  const [top = '', name = ''] = pathInSrc.split('/');
  return top === 'features' || top === 'pages' ? `${top}/${name}` : top;
}

/** Relative imports that reach into another feature or page: they should say `@/...`. */
function relativeCrossings(fileInSrc: string, specifiers: readonly string[]): string[] {
  const from = ownerOf(fileInSrc);
  return specifiers.filter((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = relative(srcDir, resolve(srcDir, dirname(fileInSrc), specifier));
    const to = ownerOf(target);
    return to !== from && (to.startsWith('features/') || to.startsWith('pages/'));
  });
}

// The session (auth), reference lists (utilities) and visit counting (public-pages) are app-wide;
// every other area belongs to a domain feature.
const genericAreas = new Set(['auth', 'utilities', 'public-pages']);

function domainAreasCalled(specifiers: readonly string[]): string[] {
  return specifiers
    .map((specifier) => /^@thon\/shared\/api\/routes\/(.+)$/.exec(specifier)?.[1])
    .filter((area): area is string => area !== undefined && !genericAreas.has(area));
}

/** Every route area a file's imports reach, the generic ones included. */
// route-defaults holds the role sets routes share: a page's guard may name them without calling.
function areasCalled(specifiers: readonly string[]): string[] {
  return specifiers
    .map((specifier) => /^@thon\/shared\/api\/routes(?:\/(.+))?$/.exec(specifier))
    .filter((match): match is RegExpExecArray => match !== null && match[1] !== 'route-defaults')
    .map((match) => match[1] ?? 'every area');
}

const files = sourceFiles(srcDir).map((file) => relative(srcDir, file));

describe('web architecture', () => {
  it('reaches another feature or page through @/, never a relative path', () => {
    const offenders = files.flatMap((file) =>
      relativeCrossings(file, importsOf(join(srcDir, file))).map((specifier) => `${file}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps every domain's calls out of components/ and lib/", () => {
    const offenders = files
      .filter((file) => /^(components|lib)\//.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => domainAreasCalled(importsOf(join(srcDir, file))).map((area) => `${file}: ${area}`));
    expect(offenders).toEqual([]);
  });

  it('keeps API calls out of pages/: a page folder composes features and calls no route area', () => {
    const offenders = files
      .filter((file) => file.startsWith('pages/') && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => areasCalled(importsOf(join(srcDir, file))).map((area) => `${file}: ${area}`));
    expect(offenders).toEqual([]);
  });

  it('sees a relative import into another feature and a domain call, and lets the allowed ones pass', () => {
    expect(relativeCrossings('pages/parent/routes/a.tsx', ['../../../features/pledges/api/x'])).toHaveLength(
      1,
    );
    expect(relativeCrossings('features/events/api/a.ts', ['../../sharing/api/x'])).toHaveLength(1);
    expect(
      relativeCrossings('features/events/routes/a.tsx', ['../api/x', '../../../lib/api-client']),
    ).toEqual([]);
    expect(domainAreasCalled(['@thon/shared/api/routes/pledges', '@thon/shared/api/routes/auth'])).toEqual([
      'pledges',
    ]);
    expect(
      areasCalled([
        '@thon/shared/api/routes/auth',
        '@thon/shared/api/routes',
        '@thon/shared/api/routes/route-defaults',
        '@thon/shared/api/schemas/events',
      ]),
    ).toEqual(['auth', 'every area']);
  });
});
