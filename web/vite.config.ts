// Vite dev server and build for the SPA, plus the `web` vitest project (listed in the root vitest.config.ts).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { runnerImport } from 'vite';
import { defineConfig } from 'vitest/config';
import type * as RoutesModule from '@thon/shared/api/routes';
import { dropRouteSummariesPlugin } from './tooling/drop-route-summaries';
import { donorPagePreviewPlugin } from './tooling/donor-page-preview';
import { pageShellPlugin } from './tooling/page-shell';
import { sonnerStylesheetPlugin } from './tooling/sonner-stylesheet';
import { zodWithoutJsonSchemaPlugin } from './tooling/zod-without-json-schema';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const apiUrl = process.env.THON_API_URL ?? 'http://127.0.0.1:3001';
const port = Number(process.env.THON_WEB_PORT ?? 5173);
// CloudFront adds the viewer's estimated place to API requests (the Session's nearby events); locally
// the proxy plays it when THON_VIEWER_POSTAL_CODE, or THON_VIEWER_LATITUDE and THON_VIEWER_LONGITUDE,
// are set (README, "Nearby events locally").
const viewerLocationHeaders = Object.fromEntries(
  [
    ['CloudFront-Viewer-Postal-Code', process.env.THON_VIEWER_POSTAL_CODE],
    ['CloudFront-Viewer-Latitude', process.env.THON_VIEWER_LATITUDE],
    ['CloudFront-Viewer-Longitude', process.env.THON_VIEWER_LONGITUDE],
  ].filter((entry): entry is [string, string] => Boolean(entry[1])),
);
// The admin site is a second host; locally it is admin.localhost on the same dev server.
const allowedHosts = ['admin.localhost'];
// Per donor page file (shared/src/donor-pages.ts), the modules its route loads lazily: the build
// writes each page an HTML file that preloads their chunks (tooling/page-shell.ts).
const donorRouteModules = {
  'event.html': ['event-page.tsx', 'load-event-page.ts'],
  'student.html': ['student-page.tsx', 'load-student-page.ts'],
  'pledge.html': ['pledge-page.tsx'],
};

// Vite bundles this file for Node and leaves workspace packages external, and Node 20 cannot load
// the TypeScript that @thon/shared exports; Vite's module runner can.
async function loadApiPathPrefixes(): Promise<readonly string[]> {
  const { module } = await runnerImport<typeof RoutesModule>('@thon/shared/api/routes', {
    root: webDir,
    logLevel: 'silent',
  });
  return module.apiPathPrefixes;
}

export default defineConfig(async () => {
  // Same-origin calls in dev, as CloudFront's /api/* behaviour gives in production; /__dev is the local
  // outbox; /images is CloudFront's published-images behaviour, which the local gateway plays
  // (landing-page images: their ImageUrl is on the web origin).
  const proxy = Object.fromEntries(
    [...(await loadApiPathPrefixes()), '/__dev', '/images'].map((prefix) => [
      prefix,
      { target: apiUrl, changeOrigin: true, headers: viewerLocationHeaders },
    ]),
  );
  return {
    root: webDir,
    plugins: [
      react(),
      dropRouteSummariesPlugin(),
      zodWithoutJsonSchemaPlugin(),
      sonnerStylesheetPlugin(),
      pageShellPlugin(webDir, donorRouteModules),
      donorPagePreviewPlugin(),
    ],
    // `@/` is web/src, as in web/tsconfig.json's paths (Vite does not read tsconfig paths itself).
    resolve: { alias: [{ find: /^@\//, replacement: `${webDir}src/` }] },
    server: { port, strictPort: true, allowedHosts, proxy },
    // Scan every source file for dependencies up front, so the dev server never discovers one
    // mid-session and reloads the page under a person (or a browser test).
    optimizeDeps: {
      entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/testing/**'],
    },
    preview: { port, strictPort: true, allowedHosts, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Terser with two compress passes: about 4 % less gzip than esbuild's minifier on the donor
      // pages' chunks (React Router, zod), for a few seconds more build time.
      minify: 'terser' as const,
      terserOptions: { compress: { passes: 2 } },
      // No modulepreload polyfill: every browser we support (Safari 17+, Firefox 115+, Chromium)
      // preloads natively; older ones still load the chunks, only without preloading. Saves its
      // bytes on every page's first download.
      modulePreload: { polyfill: false },
    },
    test: {
      name: 'web',
      root: webDir,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      // Findings wait up to 5 s (testing/setup.ts); a test of several steps needs room for a few.
      testTimeout: 15_000,
    },
  };
});
