// Builds the web app into a scratch folder (with Vite's manifest, for web-routes.ts) and sums its
// JS and CSS, raw and gzip.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repositoryRoot } from '@thon/infra/lib/repository';

export interface AssetFigures {
  kind: 'js' | 'css';
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export const webOutDir = join(repositoryRoot, 'bench/out/web');

export async function measureWeb(): Promise<AssetFigures[]> {
  const outDir = webOutDir;
  await build({
    configFile: join(repositoryRoot, 'web/vite.config.ts'),
    configLoader: 'runner',
    root: join(repositoryRoot, 'web'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const files = filesUnder(outDir);
  return (['js', 'css'] as const).map((kind) => {
    const matching = files.filter((file) => file.endsWith(`.${kind}`));
    const contents = matching.map((file) => readFileSync(file));
    return {
      kind,
      files: matching.length,
      rawBytes: contents.reduce((sum, content) => sum + content.length, 0),
      gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content).length, 0),
    };
  });
}
