// The production build served with the distribution's own response headers (read from the
// synthesized production template: its Content-Security-Policy and the other security headers; its
// img-src also names the local stack's web origin, where stored image URLs point here),
// Stripe's hosts answered by stand-ins (stripe-stand-in.ts): the event, student, pledge, landing,
// contact and login pages report no Content-Security-Policy violation, and the card step loads
// Stripe.js, frames its card fields and creates the payment method, so a donor's pledge goes
// through. The same pages under a policy without Stripe's sources do report violations: the check
// can fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { stripeSources } from '@thon/infra/constructs/web-hosting';
import { buildProductionWeb, serveProductionWeb, type ProductionWeb } from '../../bench/production-web';
import { launchBrowser } from './browser';
import { recordCspViolations, type CspViolation } from './csp-violations';
import { expect } from './expect';
import { productionResponseHeaders } from './production-headers';
import { seededEvent } from './sign-in-steps';
import { routeStripe } from './stripe-stand-in';

async function apiJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(new URL(path, inject('stack').apiUrl), {
    ...init,
    headers: { 'content-type': 'application/json', 'x-time-zone': 'America/New_York' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The id of the seeded live event's runner Ava J. */
async function runnerId(): Promise<string> {
  const eventId = await apiJson<string>('/api/EventCode', {
    method: 'POST',
    body: JSON.stringify({ EventCode: seededEvent(0).eventCode }),
  });
  const page = await apiJson<{ Participants: { ParticipantId: string; DisplayName: string }[] }>(
    `/api/events/GetEventPage/${eventId}`,
  );
  const runner = page.Participants.find((participant) => participant.DisplayName === 'Ava J.');
  if (!runner) throw new Error('the live demo event lists no Ava J.');
  return runner.ParticipantId;
}

interface Visit {
  context: BrowserContext;
  page: Page;
  violations: CspViolation[];
  stripeAsked: string[];
}

async function visit(browser: Browser): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const violations = await recordCspViolations(context);
  const stripeAsked = await routeStripe(context, inject('stack').paymentProviderUrl);
  return { context, page: await context.newPage(), violations, stripeAsked };
}

async function openPledgeForm(page: Page, origin: string, participantId: string): Promise<void> {
  await page.goto(`${origin}/pledge/${participantId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ava J.');
  // The card step's frames come from Stripe (here: its stand-in).
  await expect(page.locator('iframe[src^="https://js.stripe.com/"]').first()).toBeAttached();
}

/**
 * The template's policy with the local stack's web origin added to img-src. Stored image URLs
 * (products, prize level pictures) name the site's origin, 'self' in production; here they name the
 * dev stack's web origin, while this build is served from another port.
 */
function withStackImages(policy: string): string {
  const imagesOrigin = new URL(inject('stack').webUrl ?? 'http://localhost').origin;
  return policy.replace(/img-src [^;]*/u, (directive) => `${directive} ${imagesOrigin}`);
}

describe('production Content-Security-Policy', () => {
  const template = productionResponseHeaders();
  const templatePolicy = template['Content-Security-Policy'] ?? '';
  const policy = withStackImages(templatePolicy);
  const headers = { ...template, 'Content-Security-Policy': policy };
  let outDir: string;
  let web: ProductionWeb;
  let withoutStripe: ProductionWeb;
  let browser: Browser;
  let participantId: string;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'thon-web-csp-'));
    await buildProductionWeb(outDir, { stripePublishableKey: 'pk_test_productioncsp' });
    const { apiUrl } = inject('stack');
    web = await serveProductionWeb(outDir, apiUrl, headers);
    // The same build under the policy with every Stripe source taken out.
    const stripeless = [...stripeSources.script, ...stripeSources.frame, ...stripeSources.connect].reduce(
      (text, source) => text.replaceAll(` ${source}`, ''),
      policy,
    );
    withoutStripe = await serveProductionWeb(outDir, apiUrl, {
      ...headers,
      'Content-Security-Policy': stripeless,
    });
    browser = await launchBrowser();
    participantId = await runnerId();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
    await withoutStripe?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("is served with the template's headers, naming Stripe's sources", async () => {
    const response = await fetch(`${web.url}/event/${seededEvent(0).eventCode}`);
    expect(response.headers.get('content-security-policy')).toBe(policy);
    // Only the stack's image origin differs from the template's policy.
    expect(policy.replace(` ${new URL(inject('stack').webUrl ?? '').origin}`, '')).toBe(templatePolicy);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    for (const source of ['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com']) {
      expect(policy).toContain(source);
    }
  });

  it('blocks nothing on the event, student, pledge, landing, contact and login pages; the card step takes a card', async () => {
    const { context, page, violations, stripeAsked } = await visit(browser);
    const event = seededEvent(0);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${web.url}/event/${event.eventCode}`);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();

    await page.goto(`${web.url}/student/${participantId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ava J.' })).toBeVisible();

    await openPledgeForm(page, web.url, participantId);
    await page.getByRole('radio', { name: /^Per / }).check();
    await page.getByLabel(/^Amount per /).fill('2');
    await page.getByLabel(/^Most .* to pay for/).fill('10');
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Brennan');
    await page.getByLabel('Email').fill(`casey.${randomUUID().slice(0, 8)}@donor.org`);
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Pledge', exact: true }).click();
    await expect(page).toHaveURL(/\/pledge\/confirmation\//);
    expect(stripeAsked.some((url) => /^https:\/\/js\.stripe\.com\/\w+\/stripe\.js/u.test(url))).toBe(true);
    expect(stripeAsked).toContain('https://api.stripe.com/v1/payment_methods');

    await page.goto(`${web.url}/lincoln-runs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lincoln Runs for the Library' })).toBeVisible();
    await page.getByRole('button', { name: 'Watch the video' }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeAttached();

    await page.goto(`${web.url}/contact`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(`${web.url}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reports the violations when the policy lacks Stripe (the check can fail)', async () => {
    const { context, page, violations } = await visit(browser);
    await page.goto(`${withoutStripe.url}/pledge/${participantId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ava J.');
    await expect
      .poll(() => violations.map(({ directive, blocked }) => `${directive} ${blocked}`), { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/^script-src-elem https:\/\/js\.stripe\.com\//u));
    await context.close();
  });
});
