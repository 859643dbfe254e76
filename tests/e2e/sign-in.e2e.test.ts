// Sign-in end to end: every way in through the login page, logout, confinement and
// the redirect parameter, in Chromium against the local stack. Tests use the seeded accounts
// without changing them; the password-reset test changes demo.tester's password and restores it.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import {
  callApi,
  emailsTo,
  logInThroughPage,
  nextResetLink,
  pathOf,
  seededAccount,
  seededEvent,
  storedSession,
  storedSessionText,
} from './sign-in-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('password login', () => {
  it('lands on /Home/MyAccount?action=LoginPage, greeting the user', async () => {
    const page = await newPage(browser);
    await logInThroughPage(page, 'teacher');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Elena Rivera' })).toBeVisible();
    await expect(page.getByText('Teacher', { exact: true })).toHaveCount(1);
  });

  it("says 'Please check your input and then try again.' (Error) for a wrong password and stays", async () => {
    const page = await newPage(browser);
    await logInThroughPage(page, 'organizer', '/login', { password: 'Wrong#Password1' });
    const alert = page.getByRole('region', { name: 'Log in with your username' }).getByRole('alert');
    await expect(alert).toHaveText('ErrorPlease check your input and then try again.');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect.poll(() => storedSessionText(page)).toBeNull();
  });
});

describe('access-code login', () => {
  it('lands on /Home/MyAccount?action=AccessCode', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/login'));
    const panel = page.getByRole('region', { name: 'Have an access code?' });
    await panel.getByLabel('Access code').fill(seededEvent(0).accessCodes[1] ?? '');
    await panel.getByRole('button', { name: 'Log in with access code' }).click();
    await page.waitForURL('**/Home/MyAccount?action=AccessCode');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  });

  it("says 'Event end date has passed.' for a code of an ended event", async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/login'));
    const panel = page.getByRole('region', { name: 'Have an access code?' });
    await panel.getByLabel('Access code').fill(seededEvent(1).accessCodes[0] ?? '');
    await panel.getByRole('button', { name: 'Log in with access code' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Event end date has passed.');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  it('signs in from a QR login URL /login?action=accesscode#code=<base64>; the code is in no request URL', async () => {
    const page = await newPage(browser);
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const code = Buffer.from(seededEvent(0).accessCodes[2] ?? '').toString('base64');
    await page.goto(webUrl(`/login?action=accesscode#code=${encodeURIComponent(code)}`));
    await page.waitForURL('**/Home/MyAccount?action=AccessCode');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(decodeURIComponent(url)).not.toContain(code);
  });

  it('is not offered on the admin host', async () => {
    const { adminUrl } = inject('stack');
    if (!adminUrl) throw new Error('the stack runs without an admin host');
    const page = await newPage(browser);
    await page.goto(new URL('/login', adminUrl).href);
    await expect(page.getByRole('region', { name: 'Log in with your username' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Have an event code?' })).toHaveCount(1);
    await expect(page.getByLabel('Access code')).toHaveCount(0);
  });
});

describe('forgot password', () => {
  it('resets the password through the emailed link, which then signs in', async () => {
    const account = seededAccount('test-user');
    const email = `${account.username}@example.com`;
    const newPassword = 'Changed#Thon2027';
    const page = await newPage(browser);
    try {
      const seen = new Set((await emailsTo(email)).map((message) => message.id));
      await page.goto(webUrl('/login'));
      const panel = page.getByRole('region', { name: 'Forgot your password?' });
      await panel.getByLabel('Email address').fill(email);
      await panel.getByRole('button', { name: 'Email me a reset link' }).click();
      await expect(panel.getByRole('alert')).toHaveText(
        `Thanks, we have emailed a password reset link to ${email}.  This link will only be valid for 1 hour.`,
      );

      const link = await nextResetLink(email, seen);
      expect(new URL(link).origin).toBe(new URL(webUrl()).origin);
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      // The token came in the fragment and is gone from the address bar.
      await expect(page).toHaveURL(webUrl('/reset-password'));
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(
        page.getByRole('main').getByText('Your password has been changed. You can now log in with it.'),
      ).toBeVisible();

      await logInThroughPage(page, 'test-user', '/login', { password: newPassword });
      await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    } finally {
      // Put the seeded password back, through the same emailed-link route.
      const seen = new Set((await emailsTo(email)).map((message) => message.id));
      const asked = await callApi('POST', '/api/Users/EmailPasswordResetLink', { body: { Email: email } });
      expect(asked.body).toBe('success');
      const token = new URLSearchParams(new URL(await nextResetLink(email, seen)).hash.slice(1)).get('token');
      const restored = await callApi('POST', '/api/Users/ResetPassword', {
        body: { Token: token, Password: account.password },
      });
      expect(restored.body).toBe('success');
    }
  });

  it("says 'Sorry, we could not find that account' for an unknown address", async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/login'));
    const panel = page.getByRole('region', { name: 'Forgot your password?' });
    await panel.getByLabel('Email address').fill('nobody-here@example.com');
    await panel.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Sorry, we could not find that account');
  });
});

describe('logout', () => {
  it('goes to /home, and the old token is refused', async () => {
    const page = await newPage(browser);
    await logInThroughPage(page, 'team-leader');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    const session = await storedSession(page);
    expect((await callApi('GET', '/api/Users/GetSession', { session })).status).toBe(200);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/home');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect.poll(() => storedSessionText(page)).toBeNull();

    const after = await callApi('GET', '/api/Users/GetSession', { session });
    expect([401, 403]).toContain(after.status);
  });

  it('/login?action=logout signs out too', async () => {
    const page = await newPage(browser);
    await logInThroughPage(page, 'franchisee-user');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    const session = await storedSession(page);

    await page.goto(webUrl('/login?action=logout'));
    await page.waitForURL('**/home');
    const after = await callApi('GET', '/api/Users/GetSession', { session });
    expect([401, 403]).toContain(after.status);
  });
});

describe('confinement', () => {
  it('a vendor typing /parent/dashboard lands on /shop', async () => {
    const page = await newPage(browser);
    await logInThroughPage(page, 'vendor');
    await page.waitForURL('**/shop');
    await page.goto(webUrl('/parent/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/shop');
  });

  it('a vendor may open a listed shop category but not another', async () => {
    const page = await newPage(browser);
    await logInThroughPage(page, 'vendor');
    await page.waitForURL('**/shop');
    await page.goto(webUrl('/shop#Race Equipment'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/shop#Race%20Equipment');
    await page.goto(webUrl('/shop#Toys'));
    await expect.poll(() => pathOf(page)).toBe('/shop');
  });

  it('a parent typing /shop lands on /parent/dashboard', async () => {
    const page = await newPage(browser);
    await logInThroughPage(page, 'parent');
    await page.waitForURL('**/parent/dashboard');
    await page.goto(webUrl('/shop'));
    await expect(page.getByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/parent/dashboard');
  });

  it('a signed-out visitor of a signed-in page goes to the login page and comes back', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/Home/MyAccount'));
    await page.waitForURL('**/login?redirect=%2FHome%2FMyAccount');
    await logInThroughPage(page, 'organizer', pathOf(page));
    await page.waitForURL((url) => url.pathname === '/Home/MyAccount' && url.search === '');
  });
});

describe('the redirect parameter', () => {
  it('is honoured after login', async () => {
    const page = await newPage(browser);
    await logInThroughPage(page, 'teacher', '/login?redirect=%2Fshop%23Prizes');
    await expect.poll(() => pathOf(page)).toBe('/shop#Prizes');
  });

  it('is followed at once when already signed in', async () => {
    const page = await newPage(browser);
    await logInThroughPage(page, 'teacher');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    await page.goto(webUrl('/login?redirect=%2Fparent%2Fmypledges'));
    await expect(page.getByRole('heading', { level: 1, name: 'My pledges' })).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/parent/mypledges');
  });

  it.each(['https://example.org/phish', '//example.org/phish', '/\\example.org'])(
    'refuses the external target %s',
    async (target) => {
      const page = await newPage(browser);
      await logInThroughPage(page, 'teacher', `/login?redirect=${encodeURIComponent(target)}`);
      await page.waitForURL('**/Home/MyAccount?action=LoginPage');
      expect(new URL(page.url()).origin).toBe(new URL(webUrl()).origin);
    },
  );
});

describe('single sign-on between the main and admin hosts', () => {
  it('opens the admin site signed in, with only a one-time code in the address', async () => {
    const { adminUrl } = inject('stack');
    if (!adminUrl) throw new Error('the stack runs without an admin host');
    const page = await newPage(browser);
    await logInThroughPage(page, 'super-admin');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    const { token } = await storedSession(page);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.getByRole('button', { name: 'Open admin site' }).click();
    await page.waitForURL(
      (url) => url.origin === new URL(adminUrl).origin && url.pathname === '/Home/MyAccount',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' })).toBeVisible();
    // The code travels in the fragment, which no request (and so no server or CDN log) carries.
    const handoff = addresses.find((address) => address.includes('/sso#code='));
    const code = handoff ? new URLSearchParams(new URL(handoff).hash.slice(1)).get('code') : null;
    expect(code).toBeTruthy();
    expect(requested.filter((url) => url.includes(code ?? '?'))).toEqual([]);
    expect(addresses.every((address) => !address.includes('?code='))).toBe(true);
    expect(addresses.every((address) => !address.includes(token))).toBe(true);
    await expect(page.getByRole('button', { name: 'Open main site' })).toHaveCount(1);
  });
});

describe('accessibility', () => {
  it('the login page has no serious or critical axe violations', async () => {
    const page = await newPage(browser);
    await page.goto(webUrl('/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
    expect(serious).toEqual([]);
  });
});
