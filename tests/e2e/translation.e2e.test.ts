// The translation widget end to end in Chromium: a browser set to Spanish sees the
// language picker and reads the event page (and a student page) in Spanish, with the page's
// language declared; switching to English is remembered on the next visit. A browser set to
// English never sees the picker. Axe on the Spanish page.
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';

describe('the event page in the browser’s language', () => {
  let browser: Browser;
  const event = inject('stack').events[0];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function pageIn(locale: string): Promise<Page> {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 800 } });
    return context.newPage();
  }

  it('is Spanish, with the picker, for a browser set to Spanish; English is remembered once chosen', async () => {
    if (!event) throw new Error('the stack seeded no events');
    const page = await pageIn('es-ES');
    await page.goto(webUrl(`/event/${event.eventCode}`));
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Language / Idioma' });
    await expect(picker).toBeVisible();
    await expect(picker).toHaveValue('es');
    const participants = page.getByRole('region', { name: 'Participantes' });
    await expect(participants).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progreso hacia la meta' })).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Contacto y soporte' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A runner's page is Spanish too.
    await participants.getByLabel('Buscar un participante').fill('Ava');
    await participants.getByRole('link', { name: 'Ava J.' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ava J.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Donantes recientes' })).toBeVisible();

    // English, chosen in the picker, is kept on the next visit.
    await picker.selectOption('en');
    await expect(page.getByRole('region', { name: 'Recent supporters' })).toBeVisible();
    await page.goto(webUrl(`/event/${event.eventCode}`));
    await expect(page.getByRole('region', { name: 'Participants' })).toBeVisible();
    await expect(picker).toHaveValue('en');
    await page.context().close();
  });

  it('is English with no picker for a browser set to English', async () => {
    if (!event) throw new Error('the stack seeded no events');
    const page = await pageIn('en-US');
    await page.goto(webUrl(`/event/${event.eventCode}`));
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Participants' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language / Idioma' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.context().close();
  });
});
