// Bundles every function exactly as CDK does (infra/constructs/bundling.ts) plus an empty
// handler as the baseline, and measures size (raw, gzip) and cold import time.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleFileName, esbuildOptions } from '@thon/infra/constructs/bundling';
import { handlerEntry, repositoryRoot } from '@thon/infra/lib/repository';
import { routeList } from '@thon/shared/api/routes';
import { median } from './measure';

export interface FunctionFigures {
  name: string;
  rawBytes: number;
  gzipBytes: number;
  coldImportMs: number;
}

export const outDir = join(repositoryRoot, 'bench/out/functions');
export const coldRuns = 5;

export async function bundle(name: string, entry: string): Promise<string> {
  const outfile = join(outDir, name, bundleFileName);
  await build({ ...esbuildOptions, entryPoints: [entry], outfile, logLevel: 'error' });
  return outfile;
}

/** Import time in a fresh Node process each run (what a Lambda cold start pays for our code). */
function coldImportMs(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  const runs: number[] = [];
  for (let run = 0; run < coldRuns; run += 1) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench' },
    });
    if (result.status !== 0) throw new Error(`import of ${file} failed: ${result.stderr}`);
    runs.push(Number(result.stdout));
  }
  return median(runs);
}

export function figures(name: string, file: string): FunctionFigures {
  const code = readFileSync(file);
  return { name, rawBytes: code.length, gzipBytes: gzipSync(code).length, coldImportMs: coldImportMs(file) };
}

export async function measureFunctions(): Promise<FunctionFigures[]> {
  mkdirSync(outDir, { recursive: true });
  const baselineEntry = join(outDir, 'empty-handler.ts');
  writeFileSync(baselineEntry, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  const entries: [string, string][] = [
    ['(baseline) empty handler', baselineEntry],
    ['Authorizer', handlerEntry('auth/authorize')],
    ...routeList.map((route): [string, string] => [route.name, handlerEntry(route.handler)]),
  ];
  const results: FunctionFigures[] = [];
  for (const [name, entry] of entries)
    results.push(figures(name, await bundle(name.replace(/\W+/g, '-'), entry)));
  return results;
}
