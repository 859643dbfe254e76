// Landing pages end to end in Chromium against the local stack: the demo organizer
// creates a landing page for the live Thon, sees 'URL already exists. Please try another.' for the
// demo data's /lincoln-runs, uploads a PNG generated here straight to the emulator's S3 (the
// presigned POST) with a visible progress bar (the upload is throttled so the bar can be seen),
// adds a YouTube link, opens the public page at /{url}, opens the video modal (the
// youtube-nocookie player, created only then) and closes it with Escape, then edits and deletes
// the page, whose address then shows the not-found page. Axe at 360 px on the public page.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { imageUploaded, landingPageSaved, watchTheVideo } from '@thon/shared/catalog/landing-page-messages';
import { landingPageUrlTaken } from '@thon/shared/catalog/messages';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { logInThroughPage, seededEvent } from './sign-in-steps';
import { noisePng } from './generated-png';

/** Slows the page's uploads (Chromium's network emulation) so that the progress bar stays a while. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

describe('landing pages', { shuffle: false }, () => {
  let browser: Browser;
  let page: Page;
  const run = randomUUID().slice(0, 8);
  const url = `e2e-${run}`;
  const title = `Lincoln Readers ${run}`;
  const event = seededEvent(0);
  let editorPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser, 390);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the organizer creates a landing page: url check, image upload with progress, YouTube link', async () => {
    await logInThroughPage(page, 'organizer', `/login?redirect=${encodeURIComponent('/landingpages')}`);
    await expect(page).toHaveURL(/\/landingpages$/);
    await page.getByRole('link', { name: 'Create a landing page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a landing page' })).toBeVisible();

    await page
      .getByLabel('Event', { exact: true })
      .selectOption({ label: `${event.name} (${event.eventCode})` });
    const address = page.getByLabel('Address');
    await address.fill('lincoln-runs');
    await expect(page.getByRole('main').getByText(landingPageUrlTaken)).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await address.fill(url);
    await expect(page.getByRole('main').getByText(landingPageUrlTaken)).toBeHidden();
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Sub-title (optional)').fill('Every lap buys a book');
    await page.getByLabel('Quote (optional)').fill('We run together, we read together.');
    await page.getByLabel('Team bio (optional)').fill('Our readers run for the library.');

    // About 1.4 MB at 400 KB/s: the bar shows for a few seconds.
    const restore = await throttleUploads(page, 400 * 1024);
    await page.getByLabel('Choose an image').setInputFiles({
      name: 'team.png',
      mimeType: 'image/png',
      buffer: noisePng(800, 600),
    });
    const progress = page.getByRole('progressbar', { name: 'Uploading the image' });
    await expect(progress).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    await expect(page.getByRole('main').getByText(imageUploaded)).toBeVisible({ timeout: 60_000 });
    await restore();
    await expect(progress).toBeHidden();
    await expect(page.getByRole('img', { name: "The page's image" })).toBeVisible();

    await page.getByLabel('Video URL (optional)').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await expect(
      page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: watchTheVideo }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Create the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
    await expect(page).toHaveURL(/\/landingpages\/[^/]+$/);
    // Confirmed with a toast, outside the page's main region.
    await expect(
      page.getByRole('region', { name: /notifications/i }).getByText(landingPageSaved),
    ).toBeVisible();
    editorPath = new URL(page.url()).pathname;
  });

  it('visitors see it at /{url} and watch the video in the modal', async () => {
    const visitor = await newPage(browser, 360);
    await visitor.goto(webUrl(`/${url}`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Every lap buys a book')).toBeVisible();
    const image = visitor.locator('img.landing-image');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(visitor.getByRole('link', { name: 'Pledge now' })).toHaveAttribute(
      'href',
      `/event/${event.eventCode}#pledge`,
    );
    expect(await seriousViolations(visitor)).toEqual([]);

    expect(await visitor.locator('iframe').count()).toBe(0);
    const watch = visitor.getByRole('button', { name: watchTheVideo });
    await watch.click();
    const dialog = visitor.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/u,
    );
    await expect(dialog.getByRole('button', { name: 'Close the video' })).toBeFocused();
    await visitor.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await visitor.locator('iframe').count()).toBe(0);
    await expect(watch).toBeFocused();
    await visitor.context().close();
  });

  it('the organizer edits the page, then deletes it', async () => {
    await page.goto(webUrl('/landingpages'));
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${editorPath}$`, 'u'));
    const newTitle = `${title} and Writers`;
    await page.getByLabel('Title', { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('main').getByText('Your changes are saved.')).toBeVisible();

    await page.goto(webUrl(`/${url}`));
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();

    await page.goto(webUrl(editorPath));
    await page.getByRole('button', { name: 'Delete this page' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${newTitle}?` });
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page).toHaveURL(/\/landingpages$/);
    await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);

    // The public read is cacheable (max-age=0, stale-while-revalidate): a browser that has shown the
    // page may show its copy once more while it asks again; the next visit has the answer.
    await expect(async () => {
      await page.goto(webUrl(`/${url}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
  });
});
