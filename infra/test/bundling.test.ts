// The shared bundling options produce what Lambda's Node 22 ESM runtime loads: an .mjs bundle
// whose CommonJS dependencies still find `require`, exporting `handler`.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFileName, esbuildOptions, functionBundling } from '../constructs/bundling';
import { handlerEntry } from '../lib/repository';

const outdir = mkdtempSync(join(tmpdir(), 'thon-bundle-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('function bundling', () => {
  it('is ESM for node22, minified, with source maps and the require banner', () => {
    expect(functionBundling).toMatchObject({
      format: 'esm',
      target: 'node22',
      minify: true,
      sourceMap: true,
    });
    expect(functionBundling.banner).toMatch(/const require = /);
    expect(esbuildOptions).toMatchObject({ format: 'esm', platform: 'node', bundle: true, target: 'node22' });
  });

  it.each(['auth/authorize', 'events/find-event-by-code'])(
    'bundles %s into a module that imports cleanly',
    async (handler) => {
      const outfile = join(outdir, handler, bundleFileName);
      await build({
        ...esbuildOptions,
        mainFields: [...esbuildOptions.mainFields],
        external: [...esbuildOptions.external],
        logLevel: 'silent',
        entryPoints: [handlerEntry(handler)],
        outfile,
      });
      const probe = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(outfile)}); console.log(typeof m.handler);`,
        ],
        { encoding: 'utf8', env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1' } },
      );
      expect(probe.stderr).toBe('');
      expect(probe.stdout.trim()).toBe('function');
    },
  );
});
