// The environment variable names the functions read live in one module
// (src/platform/environment-names.ts), which CDK imports without loading any SDK. This reads
// every source file of functions/src: a variable read by a spelled-out name, or a name of the
// module written out again elsewhere, fails here; so does an import in the names module.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as names from '../../src/platform/environment-names';

const source = fileURLToPath(new URL('../../src/', import.meta.url));
const namesModule = join(source, 'platform/environment-names.ts');

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every name the names module exports: variable names (and the one header); not the key list. */
const declared = Object.values(names).flatMap((value) =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? [] : Object.values(value as object),
) as string[];

const others = typeScriptFiles(source)
  .filter((file) => file !== namesModule)
  .map((file) => ({ file: relative(source, file), text: readFileSync(file, 'utf8') }));

describe('environment variable names', () => {
  it('are declared once, in a module that imports nothing', () => {
    expect(declared.length).toBeGreaterThan(20);
    expect(new Set(declared).size).toBe(declared.length);
    expect(readFileSync(namesModule, 'utf8')).not.toMatch(/^\s*import\b/m);
  });

  it('are read through the names module, never spelled out in another source file', () => {
    const spelled = others.flatMap(({ file, text }) => [
      ...[...text.matchAll(/process\.env\.([A-Za-z_]\w*)/g)].map(([read]) => `${file}: ${read}`),
      ...[...text.matchAll(/process\.env\[\s*['"`]/g)].map(([read]) => `${file}: ${read}`),
      ...declared.filter((name) => text.includes(`'${name}'`)).map((name) => `${file}: '${name}'`),
    ]);
    expect(spelled).toEqual([]);
  });
});
