// Build-only: index.html gets (1) the page frame rendered with react-dom/server
// (src/app/page-shell.tsx) inside #root, so the first paint does not wait for the scripts, and
// (2) <link rel="modulepreload"> for the chunks the donor pages' routes share, so a phone fetches
// them alongside the entry chunk instead of after it has run and asked for its route.
import { basename } from 'node:path';
import { runnerImport, type Alias, type Plugin, type Rollup } from 'vite';
import type * as PageShellModule from '../src/app/page-shell';

const rootElement = '<div id="root"></div>';

/**
 * The chunks every donor route needs beyond the entry: for each route, its modules' chunks and
 * their static imports at any depth; then what all routes share. Only the shared part: one
 * index.html serves every path, and a chunk only one donor page uses would be a download the
 * other pages' visitors never need (a route's own chunks still come right after the entry runs).
 */
export function donorChunkFiles(
  bundle: Rollup.OutputBundle,
  routeModules: readonly (readonly string[])[],
): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: readonly string[], into = new Set<string>()): Set<string> => {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const perRoute = routeModules.map((names) => {
    const own = chunks
      .filter((chunk) => chunk.facadeModuleId && names.includes(basename(chunk.facadeModuleId)))
      .map((chunk) => chunk.fileName);
    if (own.length === 0) throw new Error(`no chunk for ${names.join(', ')}: renamed?`);
    return closure(own);
  });
  const [first = new Set<string>(), ...others] = perRoute;
  return [...first]
    .filter((file) => !entry.has(file) && others.every((route) => route.has(file)))
    .sort();
}

/** `donorRoutes`: per donor route, the file names of the modules its `lazy` imports. */
export function pageShellPlugin(webDir: string, donorRoutes: readonly (readonly string[])[]): Plugin {
  // The app's own import aliases (`@/`), for the module runner that renders the frame.
  let alias: Alias[] = [];
  return {
    name: 'thon-page-shell',
    apply: 'build',
    configResolved(config) {
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(rootElement)) throw new Error(`index.html has no ${rootElement}`);
        const { module } = await runnerImport<typeof PageShellModule>('/src/app/page-shell.tsx', {
          root: webDir,
          configFile: false,
          resolve: { alias },
          logLevel: 'silent',
          mode: 'production',
        });
        const shell = await module.renderPageShell();
        const preloads = bundle ? donorChunkFiles(bundle, donorRoutes) : [];
        return {
          html: html.replace(rootElement, `<div id="root">${shell}</div>`),
          tags: preloads.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}
