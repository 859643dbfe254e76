// The dev metrics page (/dev/metrics) against the running local stack, at phone width (360 px):
// after a real API call it shows that call's route area and invocation, passes axe, and nothing
// is wider than the screen (the tables scroll inside their own regions).
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { routes } from '@thon/shared/api/routes';
import { contentWidth, launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';

describe('dev metrics page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows a request's area and invocation, and passes axe at 360 px", async () => {
    const answer = await fetch(`${inject('stack').apiUrl}${routes.eventCode.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ EventCode: 'NOSUCHCODE' }),
    });
    const correlationId = answer.headers.get('x-correlation-id') ?? '';
    expect(correlationId).not.toBe('');

    const page = await newPage(browser, 360);
    await page.goto(webUrl('/dev/metrics'));
    await expect(page.getByRole('heading', { level: 1, name: 'Local metrics' })).toBeVisible();
    const areas = page.getByRole('region', { name: 'Requests per route area' });
    await expect(areas.getByRole('rowheader', { name: 'public-pages' })).toBeVisible();
    await expect(page.getByText(correlationId)).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
    await page.close();
  });
});
