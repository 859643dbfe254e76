// Build-only: (1) index.html gets the page frame rendered with react-dom/server
// (src/app/page-shell.tsx) inside #root, so the first paint does not wait for the scripts; (2) each
// donor page of shared/src/donor-pages.ts gets a copy of it (event.html, ...) that also preloads
// (<link rel="modulepreload">) every chunk the page's route loads beyond the entry, and links the
// route's stylesheets, so a phone fetches them beside the entry chunk instead of after it has run
// and matched the route; and it starts the page's first API reads from a small script of its own
// (src/start-donor-reads.ts) before the entry chunk has arrived. CloudFront and the local preview
// serve each donor path its own file.
import { basename } from 'node:path';
import { build } from 'esbuild';
import { runnerImport, type Alias, type Plugin, type Rollup } from 'vite';
import { donorPages } from '@thon/shared/donor-pages';
import type * as PageShellModule from '../src/app/page-shell';

const rootElement = '<div id="root"></div>';

/**
 * The donor pages' own first script (src/start-donor-reads.ts), bundled on its own into one small
 * file that imports nothing: the page's data requests leave as soon as that one file arrives,
 * while the entry chunk and the route's chunks still download. A Rollup entry would share its
 * modules with the app as chunks of their own, each one more request before the reads can start.
 */
const donorReadsModule = 'src/start-donor-reads.ts';

/** A donor page's chunks beyond the entry's, and the stylesheets they import. */
export interface RouteFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The files a route needs beyond the entry: its modules' chunks (`routeModules`: the file names of
 * the modules its `lazy` imports) and their static imports at any depth, without the entry's.
 */
export function routeChunkFiles(bundle: Rollup.OutputBundle, routeModules: readonly string[]): RouteFiles {
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
  const own = chunks
    .filter((chunk) => chunk.facadeModuleId && routeModules.includes(basename(chunk.facadeModuleId)))
    .map((chunk) => chunk.fileName);
  if (own.length === 0) throw new Error(`no chunk for ${routeModules.join(', ')}: renamed?`);
  const scripts = [...closure(own)].filter((file) => !entry.has(file)).sort();
  const entryStyles = new Set(
    [...entry].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
  );
  const styles = [
    ...new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
  ].filter((file) => !entryStyles.has(file));
  return { scripts, styles: styles.sort() };
}

/**
 * index.html with a donor page's preloads and stylesheets added at the end of its head, and the
 * script that starts its first reads (`earlyScript`, a file of the build) before the entry's.
 */
export function donorPageHtml(indexHtml: string, files: RouteFiles, earlyScript: string): string {
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const entryScript = '<script type="module"';
  if (!indexHtml.includes(entryScript)) throw new Error('index.html has no module script');
  // Before the entry's script, so the browser asks for it first; async: it runs on arrival.
  const early = `<script type="module" async crossorigin src="/${earlyScript}"></script>`;
  const links = [
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...files.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return indexHtml
    .replace(entryScript, `${early}\n    ${entryScript}`)
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** The module and everything it imports (relative paths and @thon/shared) as one minified ES module. */
async function bundleAlone(path: string): Promise<string> {
  const result = await build({
    entryPoints: [path],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${path}`);
  return output.text;
}

/** `routeModules`: per donor page file (shared/src/donor-pages.ts), the modules its route's `lazy` imports. */
export function pageShellPlugin(
  webDir: string,
  routeModules: Readonly<Record<string, readonly string[]>>,
): Plugin {
  for (const { file } of donorPages) {
    if (!routeModules[file]) throw new Error(`no route modules for the donor page ${file}`);
  }
  // The app's own import aliases (`@/`), for the module runner that renders the frame.
  let alias: Alias[] = [];
  return {
    name: 'thon-page-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(rootElement)) throw new Error(`index.html has no ${rootElement}`);
        const { module } = await runnerImport<typeof PageShellModule>('/src/app/page-shell.tsx', {
          root: webDir,
          configFile: false,
          resolve: { alias },
          logLevel: 'silent',
          mode: 'production',
        });
        return html.replace(rootElement, `<div id="root">${await module.renderPageShell()}</div>`);
      },
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('the build wrote no index.html');
        const indexHtml =
          typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        const earlyScript = await bundleAlone(`${webDir}${donorReadsModule}`);
        const earlyFile = this.getFileName(
          this.emitFile({ type: 'asset', name: 'start-donor-reads.js', source: earlyScript }),
        );
        for (const { file } of donorPages) {
          const files = routeChunkFiles(bundle, routeModules[file] ?? []);
          this.emitFile({
            type: 'asset',
            fileName: file,
            source: donorPageHtml(indexHtml, files, earlyFile),
          });
        }
      },
    },
  };
}
