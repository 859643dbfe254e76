// Sharing end to end in Chromium against the local stack: the demo parent opens Ava's
// share page from the dashboard, invites 3 people by email and 2 by text, and the outbox holds
// them with Ava's name, the event's name, the email's link and the units filled in; inviting one
// again says 'You have already invited this person.'; an invalid address blocks the send; a
// visitor who opens the emailed link gives, and the organizer's report credits the email channel;
// unsubscribing through the emailed link stops the next invitation to that address. Axe at 360 px.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject, vi } from 'vitest';
import { outboxSchema } from '@thon/shared/api/dev-outbox';
import { alreadyInvited, invalidEmailFormat } from '@thon/shared/catalog/messages';
import { recipientUnsubscribed } from '@thon/shared/catalog/sharing-messages';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { emailsTo, logInThroughPage, seededEvent } from './sign-in-steps';

async function textsTo(number: string) {
  const response = await fetch(inject('stack').outboxUrl);
  const { sms } = outboxSchema.parse(await response.json());
  return sms.filter((message) => message.phoneNumber === number);
}

/** The first email to the address, once it is in the outbox. */
function emailTo(address: string) {
  return vi.waitFor(
    async () => {
      const [email] = await emailsTo(address);
      if (!email) throw new Error(`no email reached ${address}`);
      return email;
    },
    { timeout: 10_000, interval: 200 },
  );
}

async function openSharePage(page: Page, child: string): Promise<void> {
  await logInThroughPage(page, 'parent', `/login?redirect=${encodeURIComponent('/parent/dashboard')}`);
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await page.getByRole('link', { name: `Share ${child}'s page` }).click();
  await expect(page).toHaveURL(/\/share\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Share');
}

async function sendEmails(page: Page, addresses: readonly string[]): Promise<void> {
  const section = page.getByRole('region', { name: 'Invite by email' });
  await section.getByLabel('Email addresses').fill(addresses.join('\n'));
  await section.getByRole('button', { name: 'Send emails' }).click();
}

const emailResults = (page: Page) => page.getByRole('table', { name: 'Results of the email invitations' });

describe('sharing', { shuffle: false }, () => {
  let browser: Browser;
  const run = randomUUID().slice(0, 8);
  const invited = [1, 2, 3].map((index) => `friend${index}.${run}@example.org`);
  // 10-digit US numbers; moto's SNS treats numbers ending in 99 as opted out, so these avoid it.
  const numbers = [0, 1].map(() => `312${randomInt(100_000, 999_999)}0`);
  const event = seededEvent(0);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a parent invites 3 people by email and 2 by text; the outbox has them filled in', async () => {
    const page = await newPage(browser, 360);
    await openSharePage(page, 'Ava');
    expect(await seriousViolations(page)).toEqual([]);

    await sendEmails(page, invited);
    const results = emailResults(page);
    await expect(results.getByRole('row')).toHaveCount(4);
    for (const address of invited) {
      await expect(
        results.getByRole('row', { name: new RegExp(address.replace(/\./g, '\\.')) }),
      ).toContainText('Sent');
    }

    const texts = page.getByRole('region', { name: 'Invite by text message' });
    await texts.getByLabel('Mobile numbers').fill(numbers.join(', '));
    await expect(texts.getByText('2 / 30')).toBeVisible();
    await texts.getByRole('button', { name: 'Send texts' }).click();
    const textResults = page.getByRole('table', { name: 'Results of the text invitations' });
    await expect(textResults.getByRole('row')).toHaveCount(3);
    await expect(textResults).not.toContainText('Failed');

    // The invite list reads again after a send.
    const list = page.getByRole('region', { name: /^Invited so far/ });
    for (const address of invited) await expect(list).toContainText(address);
    expect(await seriousViolations(page)).toEqual([]);

    for (const address of invited) {
      const email = await emailTo(address);
      expect(email.text).toContain('Ava');
      expect(email.text).toContain(event.name);
      expect(email.text).toMatch(/\/student\/[^\s?]+\?[^\s]*utm_source=email/);
      // Every placeholder filled in: the units and their name among them.
      expect(`${email.subject} ${email.text}`).not.toMatch(/\{[A-Za-z]+\}/);
      expect(email.text).toMatch(/up to \d+ \w+/);
    }
    for (const number of numbers) {
      const [text] = await vi.waitFor(
        async () => {
          const found = await textsTo(`+1${number}`);
          if (found.length === 0) throw new Error(`no text reached ${number}`);
          return found;
        },
        { timeout: 10_000, interval: 200 },
      );
      expect(text?.message).toContain(event.name);
      expect(text?.message).toContain('utm_source=sms');
      expect(text?.message).not.toMatch(/\{[A-Za-z]+\}/);
    }
  });

  it('inviting someone again says so, and an invalid address blocks the send', async () => {
    const page = await newPage(browser, 360);
    await openSharePage(page, 'Ava');
    await sendEmails(page, [invited[1] ?? '']);
    await expect(emailResults(page)).toContainText(alreadyInvited);

    const blocked = `blocked.${run}@example.org`;
    await sendEmails(page, [blocked, 'not-an-address']);
    const section = page.getByRole('region', { name: 'Invite by email' });
    await expect(section.getByText('not-an-address is not a valid email address.')).toBeVisible();
    await expect(section.getByRole('alert').first()).toContainText(invalidEmailFormat);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await emailsTo(blocked)).toEqual([]);
  });

  it("a visitor through the emailed link gives, and the organizer's report credits the email channel", async () => {
    const email = await emailTo(invited[0] ?? '');
    const link = new URL(/https?:\/\/\S+\/student\/\S*utm_source=email\S*/.exec(email.text)?.[0] ?? '');
    const page = await newPage(browser, 360);
    await page.goto(webUrl(`${link.pathname}${link.search}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ava');
    await page.getByRole('link', { name: /^Pledge for / }).click();
    await expect(page).toHaveURL(/\/pledge\/[^/?]+/);
    await page.getByLabel('One-time gift').check();
    await page
      .getByRole('group', { name: 'Suggested gifts' })
      .getByRole('button', { name: '$50', exact: true })
      .click();
    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Shared');
    await page.getByLabel('Email').fill(`riley.${run}@donor.org`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Give', exact: true }).click();
    await expect(page).toHaveURL(/\/pledge\/confirmation\//);
    // The donor is offered the guest share to pass it on.
    await expect(
      page.getByRole('region', { name: 'Pass it on' }).getByRole('button', { name: 'Copy link' }),
    ).toBeVisible();

    const organizer = await newPage(browser, 1024);
    await logInThroughPage(
      organizer,
      'organizer',
      `/login?redirect=${encodeURIComponent('/organizer/thons')}`,
    );
    await organizer
      .getByRole('list', { name: 'Your Thons' })
      .getByRole('link', { name: event.name, exact: true })
      .click();
    const bySource = organizer
      .getByRole('region', { name: 'Pledges' })
      .getByRole('table', { name: 'By source' });
    await expect(bySource.getByRole('row', { name: /^email\b/ })).toBeVisible();
    await expect(bySource.getByRole('row', { name: /^email\b/ })).toContainText('$50');
  });

  it('unsubscribing through the emailed link stops the next invitation to that address', async () => {
    const address = invited[2] ?? '';
    const email = await emailTo(address);
    const link = new URL(/https?:\/\/\S+\/unsubscribe#t=\S+/.exec(email.text)?.[0] ?? '');
    const page = await newPage(browser, 360);
    await page.goto(webUrl(`${link.pathname}${link.hash}`));
    await expect(page).toHaveURL(/\/unsubscribe$/);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.locator('main')).toContainText(`${address} will not receive any more invitations`);
    expect(await seriousViolations(page)).toEqual([]);

    // Liam, the parent's other child, has never invited this address: only the opt-out stops it.
    const parent = await newPage(browser, 360);
    await openSharePage(parent, 'Liam');
    await sendEmails(parent, [address]);
    await expect(emailResults(parent)).toContainText(`Skipped${recipientUnsubscribed}`);
    expect(await emailsTo(address)).toHaveLength(1);
  });
});
