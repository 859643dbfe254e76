// JS a route downloads on a first visit: the entry chunk and its static imports, the chunks its
// HTML preloads (<link rel="modulepreload">: a donor page's own file, shared/src/donor-pages.ts,
// else index.html), plus each module the route's `lazy` imports and their static imports, read
// from Vite's build manifest.
// Routes are read from the *-routes.ts(x) files: each `path:` owns the import('…') calls after it.
// A routes file the router discovers on a first visit (web/src/app/route-discovery.ts: the shop's,
// the console's vendor pages) is a lazy chunk itself, or sits in the chunk of the routes file that
// imports it: its routes count that chunk too.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repositoryRoot } from '@thon/infra/lib/repository';
import { donorPageFile } from '@thon/shared/donor-pages';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteFigures {
  /** The routes file the path is written in (nested paths are relative to their parent). */
  file: string;
  path: string;
  chunks: number;
  gzipBytes: number;
}

const webDir = join(repositoryRoot, 'web');

/** app-routes.tsx and every *-routes.ts(x) under src (features keep theirs in a routes folder). */
function routeFiles(dir = join(webDir, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /-routes\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A module specifier of `file` as a path from web/, without extension ('@/' is web/src). */
function moduleOf(file: string, specifier: string): string {
  const absolute = specifier.startsWith('@/')
    ? join(webDir, 'src', specifier.slice(2))
    : resolve(dirname(file), specifier);
  return relative(webDir, absolute).replace(/\.tsx?$/, '');
}

function manifestKeyOf(manifest: Manifest, module: string): string | undefined {
  return Object.keys(manifest).find((candidate) =>
    [module, `${module}/index`].includes(candidate.replace(/\.tsx?$/, '')),
  );
}

/**
 * The lazy chunk a routes file is loaded in: its own (a discovered tree's root), else that of a
 * routes file importing it statically; none when it is in the entry.
 */
function routesFileChunks(manifest: Manifest, file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const module = moduleOf(file, file);
  // Rollup names a chunk with no single facade module after its main module: `_shop-routes-<hash>.js`.
  const shared = new RegExp(`^_${basename(module).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`);
  const own = manifestKeyOf(manifest, module) ?? Object.keys(manifest).find((key) => shared.test(key));
  if (own !== undefined && !manifest[own]?.isEntry) return [own];
  return routeFiles()
    .filter((other) =>
      [...readFileSync(other, 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].some(
        (match) => moduleOf(other, match[1] ?? '') === module,
      ),
    )
    .flatMap((importer) => routesFileChunks(manifest, importer, seen));
}

/** routes file and path → manifest keys of the modules its lazy() imports. */
function lazyModulesByPath(manifest: Manifest): Map<string, { file: string; path: string; keys: string[] }> {
  const byPath = new Map<string, { file: string; path: string; keys: string[] }>();
  for (const file of routeFiles()) {
    const source = readFileSync(file, 'utf8');
    const segments = source.split(/\bpath:\s*/).slice(1);
    const discovered = routesFileChunks(manifest, file);
    for (const segment of segments) {
      const path = /^['"]([^'"]*)['"]/.exec(segment)?.[1];
      if (path === undefined) continue;
      const keys = [...segment.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) =>
        manifestKeyOf(manifest, moduleOf(file, match[1] ?? '')),
      );
      // A module without a manifest key of its own sits inside a chunk already counted (e.g. the
      // entry); a route none of whose modules is in the build is dev-only (the outbox).
      const built = keys.filter((key): key is string => key !== undefined);
      if (keys.length > 0 && built.length === 0) continue;
      const id = `${file}|${path}`;
      byPath.set(id, {
        file: basename(file),
        path,
        keys: [...(byPath.get(id)?.keys ?? []), ...discovered, ...built],
      });
    }
  }
  return byPath;
}

function withStaticImports(manifest: Manifest, keys: string[], into: Set<string>): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    withStaticImports(manifest, manifest[key]?.imports ?? [], into);
  }
  return into;
}

export function measureRoutes(outDir: string): RouteFigures[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const gzip = (key: string) => gzipSync(readFileSync(join(outDir, manifest[key]?.file ?? ''))).length;
  const preloadsOf = (htmlFile: string) =>
    [
      ...readFileSync(join(outDir, htmlFile), 'utf8').matchAll(
        /<link rel="modulepreload"[^>]*href="\/([^"]+)"/g,
      ),
    ].map((match) => Object.keys(manifest).find((key) => manifest[key]?.file === match[1]) ?? '');
  return [...lazyModulesByPath(manifest).values()].map(({ file, path, keys }) => {
    // A path's parameters (":code") stand for one segment each, as in a real address.
    const htmlFile = donorPageFile(`/${path.replace(/:\w+/g, 'x')}`) ?? 'index.html';
    const preloaded = preloadsOf(htmlFile);
    const chunks = withStaticImports(
      manifest,
      [...entries, ...preloaded.filter(Boolean), ...keys],
      new Set(),
    );
    const js = [...chunks].filter((key) => manifest[key]?.file.endsWith('.js'));
    return { file, path, chunks: js.length, gzipBytes: js.reduce((sum, key) => sum + gzip(key), 0) };
  });
}
