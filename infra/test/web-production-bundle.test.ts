// The web's production build holds Stripe Elements only (PCI SAQ-A): the local card form
// that talks to the payment stand-in is chosen by import.meta.env.DEV and must be dropped from the
// build with its branch. Builds the web as a deployment does, in a child process (as `npm run
// build` does, with a publishable key of its own), and reads what it wrote.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorPages } from '@thon/shared/donor-pages';
import { repositoryRoot } from '../lib/repository';

const publishableKey = 'pk_live_bundlecheck';
const outDir = mkdtempSync(join(tmpdir(), 'thon-web-build-'));
let files: { name: string; text: string }[] = [];
let entryScript = '';
let indexHtml = '';
let manifest: Manifest = {};
const pageHtml: Record<string, string> = {};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

beforeAll(() => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VITE_STRIPE_PUBLISHABLE_KEY: publishableKey,
    NODE_ENV: 'production',
  };
  delete env.VITE_PAYMENT_STAND_IN_URL;
  execFileSync(
    process.execPath,
    [
      join(repositoryRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--configLoader',
      'runner',
      'web',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'error',
    ],
    { cwd: repositoryRoot, env, stdio: 'pipe' },
  );
  const assets = join(outDir, 'assets');
  files = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  indexHtml = html;
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  for (const { file } of donorPages) pageHtml[file] = readFileSync(join(outDir, file), 'utf8');
  entryScript = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const holding = (marker: string) => files.filter(({ text }) => text.includes(marker)).map(({ name }) => name);

/**
 * The JS files a first visit to a route downloads: the entry chunk, the chunks of the modules the
 * route's `lazy` imports (named by file name, wherever they live), and their static imports.
 */
function firstLoad(routeModules: readonly string[]): string[] {
  const keys = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry || routeModules.some((name) => key.endsWith(`/${name}`)),
  );
  expect(keys.length, routeModules.join(', ')).toBe(routeModules.length + 1);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => (manifest[key]?.file ?? '').replace(/^assets\//, ''));
}

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );

// Strings of zod's runtime that survive minification: its schema classes' names and an error of
// its parser core.
const zodMarkers = ['$ZodType', 'Encountered Promise during synchronous parse'];

describe('the production web bundle', () => {
  it("carries no route summaries (web/tooling/drop-route-summaries.ts): they are the API's documentation", async () => {
    const { routeList } = await import('@thon/shared/api/routes');
    const called = files.filter(({ text }) => text.includes('/api/pledges/CreatePledge'));
    expect(called.length).toBeGreaterThan(0);
    for (const route of routeList) expect(holding(route.summary), route.name).toEqual([]);
  });

  it("has no JSON Schema generator from zod (web/tooling/zod-without-json-schema.ts), yet zod's parsing", () => {
    for (const marker of ['Error converting schema to JSON.', 'Unprocessed schema. This is a bug in Zod.']) {
      expect(holding(marker), marker).toEqual([]);
    }
    expect(holding('JSON Schema is not part of the web build').length).toBeGreaterThan(0);
    expect(holding('Invalid input').length).toBeGreaterThan(0);
  });

  it('has no stand-in card form: no stand-in key, no raw card parameters, no local chunk', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const marker of ['pk_test_local', 'card[exp_month]', 'card[number]', '/v1/payment_methods']) {
      expect(holding(marker), marker).toEqual([]);
    }
    expect(files.map(({ name }) => name).filter((name) => name.includes('local-card'))).toEqual([]);
  });

  it("has Stripe's loader with the build's publishable key, outside the first download", () => {
    const stripe = holding('js.stripe.com');
    expect(stripe.length).toBeGreaterThan(0);
    expect(holding(publishableKey).length).toBeGreaterThan(0);
    expect(entryScript).not.toBe('');
    expect(stripe).not.toContain(entryScript);
  });

  it("renders with React, not a stand-in: React DOM's production build is in the entry chunk", () => {
    const entry = files.find(({ name }) => name === entryScript);
    // A boolean, not toContain: a failure would print the whole minified chunk.
    expect(entry?.text.includes('https://react.dev/errors/'), entryScript).toBe(true);
    expect(holding('preact')).toEqual([]);
  });

  it('paints the page frame without scripts: index.html holds it inside #root (web/tooling/page-shell.ts)', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1] ?? '';
    expect(root).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(root).toMatch(
      /<main id="main"[^>]*>\s*<p role="status" aria-busy="true">Loading…<\/p>\s*<\/main>/,
    );
    expect(root).toContain('<a href="/contact" data-discover="true">Contact and support</a>');
    // The production frame: no dev-only link, and no inline script (the CSP allows none).
    expect(root).not.toContain('Outbox');
    expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("keeps zod out of the event and student pages' first download, and out of the entry chunk", () => {
    // The markers are zod's: the pages that validate still carry them.
    for (const marker of zodMarkers) expect(holding(marker).length, marker).toBeGreaterThan(0);
    const eventPage = firstLoad(['event-page.tsx', 'load-event-page.ts']);
    const studentPage = firstLoad(['student-page.tsx', 'load-student-page.ts']);
    expect(eventPage).toContain(entryScript);
    for (const marker of zodMarkers) {
      expect(
        holding(marker).filter((name) => eventPage.includes(name)),
        marker,
      ).toEqual([]);
      expect(
        holding(marker).filter((name) => studentPage.includes(name)),
        marker,
      ).toEqual([]);
    }
  });

  it("gives each donor page an HTML file of its own that preloads the page's chunks; index.html preloads none", () => {
    const routeModules: Record<string, string[]> = {
      'event.html': ['event-page.tsx', 'load-event-page.ts'],
      'student.html': ['student-page.tsx', 'load-student-page.ts'],
      'pledge.html': ['pledge-page.tsx'],
    };
    expect(Object.keys(pageHtml).sort()).toEqual(Object.keys(routeModules).sort());
    const entryImports = new Set(firstLoad([]));
    for (const [file, modules] of Object.entries(routeModules)) {
      const html = pageHtml[file] ?? '';
      const own = firstLoad(modules).filter((name) => !entryImports.has(name));
      expect(own.length, file).toBeGreaterThan(0);
      expect(preloadsOf(html).sort(), file).toEqual(own.sort());
      // The same page as index.html otherwise: its frame, its entry script, and no inline script.
      expect(html).toContain(`src="/assets/${entryScript}"`);
      expect(html).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
    expect(
      preloadsOf(pageHtml['event.html'] ?? '').some((name) => /^event-page-[\w-]{8}\.js$/.test(name)),
    ).toBe(true);
    const donorChunks = Object.values(pageHtml).flatMap(preloadsOf);
    expect(preloadsOf(indexHtml).filter((name) => donorChunks.includes(name))).toEqual([]);
  });
});
