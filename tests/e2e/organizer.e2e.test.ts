// The organizer creates a Thon, connects its payout account, makes it live, imports a CSV with one bad row (no goal) and sees
// the per-row report, then records units; saves a pledge minimum and a share template; finds the
// Thon in My Thons, opens it and renames it (the saved minimum and template read back); the pages
// pass axe at phone width (360 px).
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { participantImportFieldsRequired, participantsNotImported } from '@thon/shared/catalog/messages';
import { templatesSaved } from '@thon/shared/catalog/sharing-messages';
import { contentWidth, launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { logInThroughPage } from './sign-in-steps';

const csv = [
  'First Name,Last Name,Goal,Class',
  'Mia,Lopez,350,Room 4',
  'Theo,Park,,Room 4',
  'Zoe,Quinn,200,Room 4',
].join('\n');

describe('organizer Thon pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a Thon, makes it live, imports a CSV with a bad row, then renames it from My Thons', async () => {
    const page = await newPage(browser, 360);
    await logInThroughPage(
      page,
      'organizer',
      `/login?redirect=${encodeURIComponent('/organizer/thons/new')}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Create a Thon' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const name = `E2E Fun Run ${Date.now()}`;
    await page.getByLabel('Thon name').fill(name);
    await page.getByLabel('Organization name').fill('Birch Middle School');
    await page.getByLabel('Organization type').selectOption('Middle School');
    await page.getByLabel('Start date', { exact: true }).fill('2026-05-01');
    // The end date from the date picker: its Today, then Done; the field shows yyyy-MM-dd.
    await page.getByRole('button', { name: 'Choose End date' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose End date' });
    await picker.getByRole('button', { name: 'Today', exact: true }).click();
    await picker.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(picker).toBeHidden();
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    await expect(page.getByLabel('End date', { exact: true })).toHaveValue(
      `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    );
    await page.getByLabel('Goal (US dollars)').fill('5000');
    await page.getByRole('button', { name: 'Create Thon' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL((url) => /^\/organizer\/thons\/[\w-]+$/.test(url.pathname));
    // A Thon goes live once its organization can receive payments: the payment stand-in's
    // onboarding approves the account at once and sends the organizer back to the Thon's page.
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByRole('button', { name: 'Connect payout account' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('payout') === 'return');
    await expect(payments.getByText('Your organization can receive payments.')).toBeVisible();
    await payments.getByLabel('Minimum one-time gift (US dollars)').fill('12');
    await payments.getByRole('button', { name: 'Save pledge settings' }).click();
    await expect(payments.getByText('Pledge settings saved.')).toBeVisible();
    const templates = page.getByRole('region', { name: 'Share templates' });
    const sms = 'Run with {ParticipantName} in {EventName}: {EventUrl}';
    await templates.getByLabel('Text message').fill(sms);
    await templates.getByRole('button', { name: 'Save templates' }).click();
    await expect(templates.getByText(templatesSaved)).toBeVisible();
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Make live' }).click();
    await status.getByRole('button', { name: 'Yes, make live' }).click();
    await expect(status.getByRole('button', { name: 'Mark completed' })).toBeVisible();
    await expect(status).toContainText('Live');

    const panel = page.getByRole('region', { name: 'Import participants' });
    await panel.getByLabel('CSV file').setInputFiles({
      name: 'class.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(panel.getByLabel('CSV text')).toHaveValue(/Theo,Park/);
    await panel.getByRole('button', { name: 'Import participants' }).click();

    await expect(panel.getByRole('alert')).toHaveText(participantsNotImported);
    await expect(panel.getByText('Imported: 2')).toHaveCount(1);
    const failed = panel.getByRole('table', { name: 'Rows not imported' }).getByRole('row');
    await expect(failed).toHaveCount(2);
    await expect(failed.nth(1)).toHaveText(`3${participantImportFieldsRequired}`);

    const units = page.getByRole('region', { name: 'Units' });
    await expect(units.getByLabel('Laps for Mia Lopez')).toBeVisible();
    const codes = page.getByRole('region', { name: 'Access codes' });
    await expect(codes.getByRole('row')).toHaveCount(3);
    await units.getByLabel('Laps for Mia Lopez').fill('5');
    await units.getByRole('button', { name: 'Save laps for Mia Lopez' }).click();
    const row = units.getByRole('row', { name: /Mia Lopez/ });
    await expect(row.getByRole('alert')).toHaveText('Saved: 5 laps.');

    expect(await seriousViolations(page)).toEqual([]);
    // Usable at 360 px: nothing wider than the screen.
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);

    // My Thons lists it; its page's details form renames it.
    await page.goto(webUrl('/organizer/thons'));
    await expect(page.getByRole('heading', { level: 1, name: 'My Thons' })).toBeVisible();
    const listed = page.getByRole('list', { name: 'Your Thons' }).getByRole('link', { name, exact: true });
    await expect(listed).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => contentWidth(page)).toBeLessThanOrEqual(360);
    await listed.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    const renamed = `${name} (renamed)`;
    await details.getByLabel('Thon name').fill(renamed);
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(details.getByRole('alert')).toHaveText('Your changes are saved.');
    await expect(details.getByLabel('Thon name')).toHaveValue(renamed);
    await expect(
      page.getByRole('region', { name: 'Payments' }).getByLabel('Minimum one-time gift (US dollars)'),
    ).toHaveValue('12');
    await expect(
      page.getByRole('region', { name: 'Share templates' }).getByLabel('Text message'),
    ).toHaveValue(sms);
  });
});
