// The first call end to end: login page → local gateway → handler → emulator, in Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';

describe('event-code entry on the login page', () => {
  let browser: Browser;
  const activeEvent = inject('stack').events[0];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('takes a valid code (any case) to /event/{code}#{code}', async () => {
    if (!activeEvent) throw new Error('the stack seeded no events');
    const page = await newPage(browser);
    await page.goto(webUrl('/login'));
    await page.getByLabel('Event code', { exact: true }).fill(` ${activeEvent.eventCode.toLowerCase()} `);
    await page.getByRole('button', { name: 'Go to event' }).click();
    await expect(page).toHaveURL(webUrl(`/event/${activeEvent.eventCode}#${activeEvent.eventCode}`));
  });

  it("says 'Sorry, that code is not valid.' for an unknown code and stays", async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/login'));
    await page.getByLabel('Event code', { exact: true }).fill('NOSUCH99');
    await page.getByRole('button', { name: 'Go to event' }).click();
    const panel = page.getByRole('region', { name: 'Have an event code?' });
    await expect(panel.getByRole('alert')).toHaveText('Sorry, that code is not valid.');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  it('explains an empty code without calling the API', async () => {
    const page = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/EventCode')) calls.push(request.url());
    });
    await page.goto(webUrl('/login'));
    await page.getByRole('button', { name: 'Go to event' }).click();
    // The message is the page's own check, shown before any call would be made.
    await expect(page.getByText('Please enter an event code')).toHaveCount(1);
    expect(calls).toEqual([]);
  });
});

describe('local outbox page', () => {
  it('lists what the emulator sent, newest first', async () => {
    const { awsEndpoint } = inject('stack');
    const { SESClient, SendEmailCommand, VerifyEmailIdentityCommand } = await import('@aws-sdk/client-ses');
    const ses = new SESClient({
      endpoint: awsEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ses.send(new VerifyEmailIdentityCommand({ EmailAddress: 'e2e@example.com' }));
    for (const subject of ['First e2e message', 'Second e2e message']) {
      await ses.send(
        new SendEmailCommand({
          Source: 'e2e@example.com',
          Destination: { ToAddresses: ['parent@example.com'] },
          Message: { Subject: { Data: subject }, Body: { Text: { Data: `${subject} body` } } },
        }),
      );
    }
    const browser = await launchBrowser();
    try {
      const page = await newPage(browser);
      await page.goto(webUrl('/dev/outbox'));
      const main = page.locator('main');
      await expect(main).toContainText(/Second e2e message[\s\S]*First e2e message/);
      await expect(main).toContainText('parent@example.com');
    } finally {
      await browser.close();
    }
  });
});
