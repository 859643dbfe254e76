// Contact and support end to end in Chromium against the local stack: a visitor opens
// the contact page from the footer, the ALTCHA captcha appears 2 seconds after the form and is
// solved in the browser (proof of work), the visitor fills the form, attaches a PNG and a text file
// generated here and sends; the page says 'Your message has been successfully sent.', and the
// outbox holds the support email with both attachments and the visitor's receipt. The same solution
// used again, from the page and straight at the API, is refused with 'Invalid Captcha'. Axe at 360 px.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject, vi } from 'vitest';
import { outboxSchema, type OutboxEmail } from '@thon/shared/api/dev-outbox';
import { supportRoutes } from '@thon/shared/api/routes/support';
import { contactSent, invalidCaptcha } from '@thon/shared/catalog/messages';
import { contactEmailSubject, contactReceiptSubject } from '@thon/shared/catalog/support-messages';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { smallPng } from './generated-png';

/** Every outbox email (raw email lists its attachments: name, type, size). */
async function outboxEmails(): Promise<OutboxEmail[]> {
  const response = await fetch(inject('stack').outboxUrl);
  return outboxSchema.parse(await response.json()).emails;
}

function emailWithSubject(subject: string, to?: string): Promise<OutboxEmail> {
  return vi.waitFor(
    async () => {
      const found = (await outboxEmails()).find(
        (email) => email.subject === subject && (to === undefined || email.to.includes(to)),
      );
      if (!found) throw new Error(`no email "${subject}" in the outbox`);
      return found;
    },
    { timeout: 15_000, interval: 250 },
  );
}

const captchaSolution = (page: Page) => page.locator('altcha-widget input[name="altcha"]');

/** Ticks the widget's checkbox and waits for the proof of work; answers the solution. */
async function solveCaptcha(page: Page): Promise<string> {
  // The keyboard's way: the widget draws its tick over the box (a click on it reaches the box).
  await page.getByRole('checkbox', { name: "I'm not a robot" }).press('Space');
  await expect(captchaSolution(page)).not.toHaveValue('', { timeout: 45_000 });
  return captchaSolution(page).inputValue();
}

describe('contact and support', { shuffle: false }, () => {
  let browser: Browser;
  const run = randomUUID().slice(0, 8);
  const visitor = `visitor.${run}@example.org`;
  const subject = `Pledge receipt ${run}`;
  const files = { png: `screen-${run}.png`, text: `notes-${run}.txt` };
  let usedSolution = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a visitor sends a message with two attachments from the footer; the outbox has them', async () => {
    const page = await newPage(browser, 360);
    await page.goto(webUrl('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact and support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact and support' })).toBeVisible();
    const formShownAt = Date.now();

    // The captcha comes 2 seconds after the form.
    const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(robot).toBeVisible();
    expect(Date.now() - formShownAt).toBeGreaterThanOrEqual(1500);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Your name').fill('Riley Visitor');
    await page.getByLabel('Your email').fill(visitor);
    await page.getByLabel('Issue type').selectOption('Question');
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Message')
      .fill('I gave $50 last week and have no receipt. Screenshot and notes attached.');
    const png = smallPng();
    const text = Buffer.from('Order placed on Monday.\n');
    await page.getByLabel('Attachments (optional)').setInputFiles([
      { name: files.png, mimeType: 'image/png', buffer: png },
      { name: files.text, mimeType: 'text/plain', buffer: text },
    ]);
    const attached = page.getByRole('list', { name: 'Attached files' });
    await expect(attached.getByRole('listitem')).toHaveCount(2);

    usedSolution = await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.form-status')).toContainText(contactSent, { timeout: 30_000 });
    await expect(page.getByLabel('Subject')).toHaveValue('');

    const support = await emailWithSubject(contactEmailSubject(subject));
    const attachments = support.attachments ?? [];
    expect(attachments.map(({ fileName, size }) => ({ fileName, size }))).toEqual(
      expect.arrayContaining([
        // Re-encoded by the API (metadata and anything after the image dropped).
        { fileName: files.png, size: expect.any(Number) },
        { fileName: files.text, size: text.length },
      ]),
    );
    expect(attachments).toHaveLength(2);
    await emailWithSubject(contactReceiptSubject, visitor);
  });

  it("the same solution again says 'Invalid Captcha', from the page and at the API", async () => {
    expect(usedSolution).not.toBe('');
    const page = await newPage(browser, 360);
    await page.goto(webUrl('/contact'));
    await page.getByLabel('Your name').fill('Riley Visitor');
    await page.getByLabel('Your email').fill(visitor);
    await page.getByLabel('Subject').fill(`${subject} (again)`);
    await page.getByLabel('Message').fill('Sending again with an old captcha.');
    const fresh = await solveCaptcha(page);

    // The page sends the used solution in place of its fresh one.
    await page.route(`**${supportRoutes.sendContactMessage.path}`, async (route) => {
      const body = route.request().postData() ?? '';
      expect(body).toContain(fresh);
      await route.continue({ postData: body.replace(fresh, usedSolution) });
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.form-status')).toContainText(invalidCaptcha, { timeout: 30_000 });
    // A fresh captcha to solve for the next try.
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();

    const form = new FormData();
    form.append('Subject', `${subject} (at the API)`);
    form.append('Message', 'Replayed solution.');
    form.append('From', visitor);
    form.append('FromName', 'Riley Visitor');
    form.append('altcha', usedSolution);
    const response = await fetch(new URL(supportRoutes.sendContactMessage.path, inject('stack').apiUrl), {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: form,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { message?: string }).message).toBe(invalidCaptcha);
    expect((await outboxEmails()).some((email) => email.subject.includes(`${subject} (`))).toBe(false);
  });
});
