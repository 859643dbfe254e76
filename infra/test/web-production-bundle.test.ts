// The web's production build holds Stripe Elements only (PCI SAQ-A): the local card form
// that talks to the payment stand-in is chosen by import.meta.env.DEV and must be dropped from the
// build with its branch. Builds the web as a deployment does, in a child process (as `npm run
// build` does, with a publishable key of its own), and reads what it wrote.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../lib/repository';

const publishableKey = 'pk_live_bundlecheck';
const outDir = mkdtempSync(join(tmpdir(), 'thon-web-build-'));
let files: { name: string; text: string }[] = [];
let entryScript = '';
let indexHtml = '';

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
  entryScript = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const holding = (marker: string) => files.filter(({ text }) => text.includes(marker)).map(({ name }) => name);

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

  it('renders with React, not a stand-in: React DOM\'s production build is in the entry chunk', () => {
    const entry = files.find(({ name }) => name === entryScript);
    // A boolean, not toContain: a failure would print the whole minified chunk.
    expect(entry?.text.includes('https://react.dev/errors/'), entryScript).toBe(true);
    expect(holding('preact')).toEqual([]);
  });

  it('paints the page frame without scripts: index.html holds it inside #root (web/tooling/page-shell.ts)', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1] ?? '';
    expect(root).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(root).toMatch(/<main id="main"[^>]*>\s*<p role="status" aria-busy="true">Loading…<\/p>\s*<\/main>/);
    expect(root).toContain('<a href="/contact" data-discover="true">Contact and support</a>');
    // The production frame: no dev-only link, and no inline script (the CSP allows none).
    expect(root).not.toContain('Outbox');
    expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("preloads the chunks the donor pages share, not one page's own, nor the entry's", () => {
    const preloads = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    // The public pages' API calls serve the event, student and pledge pages alike.
    const publicCalls = holding('/api/participants/GetStudentPage/');
    expect(publicCalls.length).toBeGreaterThan(0);
    expect(preloads.filter((name) => publicCalls.includes(name))).not.toEqual([]);
    for (const name of preloads) expect(files.map((file) => file.name)).toContain(name);
    expect(preloads).not.toContain(entryScript);
    expect(preloads.filter((name) => /^(event|student|pledge)-page-[\w-]{8}\.js$/.test(name))).toEqual([]);
  });
});
