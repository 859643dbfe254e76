// Debian's Chromium driven by playwright-core: headless, no sandbox (CI runs as root), and no
// background networking (this machine's network is closed).
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function webUrl(path = '/'): string {
  const base = inject('stack').webUrl;
  if (!base) throw new Error('The e2e stack runs without a web server');
  return new URL(path, base).href;
}

/** How wide the page's content is, in CSS pixels: the viewport's width when nothing overflows it. */
export function contentWidth(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth');
}

export async function newPage(browser: Browser, width = 390): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  return context.newPage();
}
