// The production build as donors get it: `vite build` (React, as in the tests) served by
// `vite preview` with the dev server's API proxy, pointed at this stack. Before any script runs,
// the page already shows its frame (index.html carries it, web/tooling/page-shell.ts), and a donor
// page's own HTML file preloads its route's chunks. The event
// page and a student page render their data, opened first-hand (a first visit loads each route's
// own chunks) and by a link, and the pledge form's figures follow its fields, with no console
// error; the demo landing page renders and its video modal opens and closes (the modal's code is
// a chunk of its own, loaded on the click). Built once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { buildProductionWeb, serveProductionWeb, type ProductionWeb } from '../../bench/production-web';
import { launchBrowser, newPage } from './browser';
import { expect } from './expect';
import { seededEvent } from './sign-in-steps';

interface EventPageAnswer {
  Name: string;
  Raised: number;
  Participants: { ParticipantId: string; DisplayName: string }[];
}

async function apiJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(new URL(path, inject('stack').apiUrl), {
    ...init,
    headers: { 'content-type': 'application/json', 'x-time-zone': 'America/New_York' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Console errors, uncaught exceptions and failed requests of a page, as they happen. The browser's
 * own request for /favicon.ico is left out: the app declares no icon (web/index.html), and that
 * 404 says nothing about the bundle.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const { url } = message.location();
    if (message.type() === 'error' && !url.endsWith('/favicon.ico')) errors.push(`${message.text()} ${url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

describe('production build', () => {
  let outDir: string;
  let web: ProductionWeb;
  let browser: Browser;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'thon-web-'));
    await buildProductionWeb(outDir);
    web = await serveProductionWeb(outDir, inject('stack').apiUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('paints the page frame before any script runs', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${web.url}/event/${seededEvent(0).eventCode}`);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Thon' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Contact and support' }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });

  it('renders the event page and a student page with their data, without console errors', async () => {
    const event = seededEvent(0);
    const eventId = await apiJson<string>('/api/EventCode', {
      method: 'POST',
      body: JSON.stringify({ EventCode: event.eventCode }),
    });
    const answer = await apiJson<EventPageAnswer>(`/api/events/GetEventPage/${eventId}`);
    const runner = answer.Participants.find((participant) => participant.DisplayName === 'Ava J.');
    if (!runner) throw new Error('the live demo event lists no Ava J.');

    const page = await newPage(browser, 360);
    const errors = errorsOf(page);
    // Not the dev server's: the page runs the built bundle.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(`${web.url}/event/${event.eventCode}`);
    await expect(page.getByRole('heading', { level: 1, name: answer.Name })).toBeVisible();
    const participants = page.getByRole('region', { name: 'Participants' });
    await expect(participants).toContainText('Ava J.');
    await expect(page.locator('.thermometer-figures').first()).toContainText(
      `${formatDollars(answer.Raised)} raised`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((path) => path.startsWith('/assets/'))).toBe(true);

    // A runner's page by the link (client-side navigation) ...
    await participants.getByLabel('Find a participant').fill('Ava');
    await participants.getByRole('link', { name: 'Ava J.' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ava J.' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/student/${runner.ParticipantId}$`));

    // ... and opened first-hand, with its figures.
    const student = await apiJson<{ Raised: number }>(
      `/api/participants/GetStudentPage/${runner.ParticipantId}`,
    );
    await page.goto(`${web.url}/student/${runner.ParticipantId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ava J.' })).toBeVisible();
    await expect(page.locator('.thermometer-figures').first()).toContainText(
      `${formatDollars(student.Raised)} raised`,
    );
    expect(errors).toEqual([]);

    // Its Pledge button leads to the pledge form, whose live figures follow the fields.
    await page.getByRole('link', { name: 'Pledge for Ava J.' }).click();
    await expect(page).toHaveURL(new RegExp(`/pledge/${runner.ParticipantId}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ava J.');
    await page.getByRole('radio', { name: /^Per / }).check();
    await page.getByLabel(/^Amount per /).fill('2');
    await page.getByLabel(/^Most .* to pay for/).fill('10');
    const figures = page.getByRole('region', { name: 'Your pledge' });
    await expect(figures).toContainText(/at most 10 \w+ x \$2/);
    await expect(figures).toContainText('$20');
    // The card step loads Stripe.js from Stripe, which this closed network cannot reach.
    expect(errors.filter((error) => !/stripe/i.test(error))).toEqual([]);
  });

  it("serves a donor page its own HTML, whose preload fetches the page's route chunk", async () => {
    const code = seededEvent(0).eventCode;
    const routeChunk = /<link rel="modulepreload"[^>]*href="\/assets\/event-page-[\w-]{8}\.js"/;
    expect(await (await fetch(`${web.url}/event/${code}`)).text()).toMatch(routeChunk);
    // Other paths get index.html, which preloads no donor page's chunks.
    const manage = await (await fetch(`${web.url}/pledge/manage`)).text();
    expect(manage).toContain('<div id="root">');
    expect(manage).not.toMatch(routeChunk);

    const page = await newPage(browser, 360);
    const errors = errorsOf(page);
    // Who asked for the route chunk, as Chromium records it: the HTML's <link> ("parser"), not
    // the entry chunk's import() ("script"), which only runs once the entry has downloaded.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    const initiators: string[] = [];
    devtools.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (/\/assets\/event-page-[\w-]{8}\.js$/.test(request.url)) initiators.push(initiator.type);
    });
    await page.goto(`${web.url}/event/${code}`);
    await expect(page.getByRole('region', { name: 'Participants' })).toBeVisible();
    expect(initiators).toEqual(['parser']);
    expect(errors).toEqual([]);
  });

  it('renders the demo landing page and opens its video modal, without console errors', async () => {
    const page = await newPage(browser, 360);
    const errors = errorsOf(page);
    await page.goto(`${web.url}/lincoln-runs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lincoln Runs for the Library' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pledge now' })).toHaveAttribute(
      'href',
      `/event/${seededEvent(0).eventCode}#pledge`,
    );
    expect(await page.locator('iframe').count()).toBe(0);
    const watch = page.getByRole('button', { name: 'Watch the video' });
    await watch.click();
    const dialog = page.getByRole('dialog', { name: 'Lincoln Runs for the Library' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//u,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();
    // The player itself comes from YouTube, which this closed network cannot reach.
    expect(errors.filter((error) => !/youtube/i.test(error))).toEqual([]);
  });
});
