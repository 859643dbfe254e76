// Pledging end to end in Chromium against the local stack (moto and the payment stand-in): a donor
// opens an event by its code, picks a runner, pledges $2 per lap with a cap, sees the cap and the
// breakdown, pays with 4242..., finds the email in the outbox and changes the pledge from its
// manage link; a one-time gift with the declining card shows the decline and records nothing; the
// organizer records a cash pledge and sees the totals move; the parent sees both. Axe at 360 px.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { emailsTo, logInThroughPage, seededEvent } from './sign-in-steps';

const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

async function openRunnerPledgePage(page: Page, runner: string): Promise<void> {
  const event = seededEvent(0);
  await page.goto(webUrl('/login'));
  await page.getByLabel('Event code', { exact: true }).fill(event.eventCode);
  await page.getByRole('button', { name: 'Go to event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  const picker = page.getByRole('region', { name: 'Pledge for a participant' });
  await picker.getByRole('searchbox').fill(runner.split(' ')[0] ?? runner);
  await picker.getByRole('radio', { name: runner }).check();
  await picker.getByRole('button', { name: 'Pledge' }).click();
  await expect(page).toHaveURL(/\/pledge\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(runner);
}

async function fillDonor(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Brennan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('I agree to the terms and conditions').check();
}

// In order: the parent's check at the end reads the donor's pledge of the first test.
describe('pledging', { shuffle: false }, () => {
  let browser: Browser;
  const donorEmail = `casey.${randomUUID().slice(0, 8)}@donor.org`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a donor pledges per lap with a cap, pays with 4242, and changes it from the emailed link', async () => {
    const page = await newPage(browser, 360);
    await openRunnerPledgePage(page, 'Ava J.');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Per lap', { exact: true }).check();
    await page.getByLabel('Amount per lap').fill('2');
    await page.getByLabel(/Most laps to pay for/).fill('10');
    const figures = page.getByRole('region', { name: 'Your pledge' });
    await expect(figures).toContainText('at most 10 laps x $2');
    await expect(figures).toContainText('$20');
    await expect(figures.getByText(/school/i).first()).toBeVisible();
    await fillDonor(page, donorEmail);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pledge', exact: true }).click();

    await expect(page).toHaveURL(/\/pledge\/confirmation\//);
    await expect(page.locator('main')).toContainText('You pledged $2 per lap for Ava J.');
    await expect(page.locator('main')).toContainText(donorEmail);
    expect(await seriousViolations(page)).toEqual([]);

    // The confirmation email holds the manage link.
    await expect
      .poll(async () => (await emailsTo(donorEmail)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const [email] = await emailsTo(donorEmail);
    const link = /href="([^"]*\/pledge\/manage#t=[^"]+)"/.exec(email?.html ?? '')?.[1];
    expect(link).toBeDefined();
    const manageUrl = new URL(link ?? '');
    await page.goto(webUrl(`${manageUrl.pathname}${manageUrl.hash}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your pledge' })).toBeVisible();
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(/\/pledge\/manage$/);
    expect(await seriousViolations(page)).toEqual([]);
    const change = page.getByRole('region', { name: 'Change your pledge' });
    await change.getByLabel('Amount per lap').fill('3');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('main')).toContainText('at most 10 laps x $3');
  });

  it('a one-time gift with the declining card shows the decline and records nothing', async () => {
    const page = await newPage(browser, 360);
    await openRunnerPledgePage(page, 'Ava J.');
    const declinedEmail = `declined.${randomUUID().slice(0, 8)}@donor.org`;
    await page.getByLabel('One-time gift').check();
    await page
      .getByRole('group', { name: 'Suggested gifts' })
      .getByRole('button', { name: '$50', exact: true })
      .click();
    await fillDonor(page, declinedEmail);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Give', exact: true }).click();
    await expect(page.getByText('Your card was declined. Please use another card.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/pledge\/[^/]+$/);
    expect(await emailsTo(declinedEmail)).toEqual([]);
  });

  it('the organizer records a cash pledge and the totals move; the parent sees both pledges', async () => {
    const event = seededEvent(0);
    const page = await newPage(browser, 360);
    await logInThroughPage(page, 'organizer', `/login?redirect=${encodeURIComponent('/organizer/thons')}`);
    await page
      .getByRole('list', { name: 'Your Thons' })
      .getByRole('link', { name: event.name, exact: true })
      .click();
    const pledges = page.getByRole('region', { name: 'Pledges' });
    const raised = pledges.getByRole('definition').first();
    await expect(raised).toBeVisible();
    const before = dollars(await raised.textContent());

    const cash = page.getByRole('region', { name: 'Record cash or check' });
    await cash.getByLabel('Participant').selectOption({ label: 'Ava Johnson' });
    await cash.getByLabel('Amount').fill('12.50');
    await cash.getByLabel('Cash').check();
    await cash.getByLabel('Donor name').fill('Grandpa Joe');
    await cash.getByRole('button', { name: 'Record pledge' }).click();
    await expect.poll(async () => dollars(await raised.textContent())).toBeCloseTo(before + 12.5, 2);
    expect(await seriousViolations(page)).toEqual([]);

    const parent = await newPage(browser, 360);
    await logInThroughPage(parent, 'parent', `/login?redirect=${encodeURIComponent('/parent/mypledges')}`);
    await expect(parent).toHaveURL(/\/parent\/mypledges$/);
    const received = parent.getByRole('region', { name: /^Ava J\. · / });
    await expect(received).toContainText('Casey B.');
    await expect(received).toContainText('Grandpa J.');
    expect(await seriousViolations(parent)).toEqual([]);
  });
});
