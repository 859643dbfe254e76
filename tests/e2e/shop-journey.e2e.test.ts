// The vendor shop end to end, in Chromium at phone width (360 px) against the local stack and its
// demo data: the demo franchisee builds a cart for the live Thon with the race-equipment maker,
// fills the race shirts from the roster's sizes (buffer 0 %, so the quantities are the roster's
// own), submits and pays with 4242...; the maker confirms, ships two lines with a tracking number,
// then the rest; the franchisee confirms delivery. The product-status report (the maker's) and the
// school-item report (the franchisee's) show the order delivered; the other vendor gets the
// not-found page and the API's 404 for it; the submit, confirm and ship emails are in the outbox.
// Every page visited passes axe and is no wider than the screen.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  shopOrderConfirmedSubject,
  shopOrderEmailSubjectBuyer,
  shopOrderEmailSubjectVendor,
  shopOrderShippedSubject,
} from '@thon/shared/catalog/shop-messages';
import { contentWidth, launchBrowser, newPage, webUrl } from './browser';
import { dismissToasts } from './dismiss-toasts';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { callApi, emailsTo, logInThroughPage, storedSession } from './sign-in-steps';
import { ok, type Session } from './thon-steps';

const width = 360;
const liveThon = 'Lincoln Elementary Fun Run';
const maker = { name: 'FinishLine Race Gear', username: 'demo.vendor2', email: 'demo.vendor2@example.com' };
// The live Thon's students' shirt sizes (functions/dev/seed.ts): the fill's quantities at 0 %.
const rosterSizes = { YS: 1, YM: 2, YL: 2 } as const;
const shirtSku = (size: string) => `FLR-SHIRT-${size}`;

/** The page as it stands passes axe and fits the phone's width. */
async function checkPage(page: Page): Promise<void> {
  await dismissToasts(page);
  expect(await seriousViolations(page), page.url()).toEqual([]);
  await expect.poll(() => contentWidth(page), { message: page.url() }).toBeLessThanOrEqual(width);
}

async function signIn(browser: Browser, username: string, role: 'franchisee-user' | 'vendor'): Promise<Page> {
  const page = await newPage(browser, width);
  await logInThroughPage(page, role, '/login', { username });
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

const orderPath = (orderId: string) => `/shop/orderdetail?id=${encodeURIComponent(orderId)}`;

/** The order's state as its detail page states it. */
const statusOf = (page: Page) => page.locator('dl.shop-facts dt:text-is("Status") + dd');

/** The product-status rows of the race shirt's roster sizes, as the API answers them now. */
async function shirtRows(session: Session): Promise<Record<string, { Delivered: number }>> {
  const report = (await ok(callApi('GET', '/api/shop/GetProductStatusReport', { session }))) as {
    Rows: { Sku: string; Delivered: number }[];
  };
  return Object.fromEntries(
    Object.keys(rosterSizes).map((size) => {
      const row = report.Rows.find((candidate) => candidate.Sku === shirtSku(size));
      if (!row) throw new Error(`the product-status report has no row for ${shirtSku(size)}`);
      return [size, row];
    }),
  );
}

/** Step 1: the franchisee's cart, filled from the roster, submitted and paid by card. */
async function buildAndSubmitCart(page: Page): Promise<string> {
  const thon = inject('stack').events.find((event) => event.name === liveThon);
  if (!thon) throw new Error(`the stack seeded no ${liveThon}`);
  await page.goto(webUrl('/shop/cartbuilder'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cart builder' })).toBeVisible();
  await checkPage(page);
  const newCart = page.getByRole('form', { name: 'New cart', exact: true });
  await newCart.getByLabel('Thon').selectOption({ label: `${thon.name} (${thon.endDate})` });
  await newCart.getByLabel('Vendor').selectOption({ label: maker.name });
  await newCart.getByRole('button', { name: 'Start a cart' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${liveThon}: ${maker.name}` })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  expect(orderId).not.toBe('');
  await checkPage(page);

  // Only the race shirts, at 0 % buffer: one shirt per student of each size.
  const fill = page.getByRole('form', { name: 'Fill from the Thon', exact: true });
  for (const box of await fill.getByRole('checkbox').all()) {
    const name = (await box.locator('xpath=..').innerText()).trim();
    await box.setChecked(name.startsWith('Race Shirt ('));
  }
  await fill.getByLabel('Buffer (%)').fill('0');
  await fill.getByRole('button', { name: 'Fill from the Thon' }).click();
  const cart = page.getByRole('form', { name: 'Cart', exact: true });
  for (const [size, count] of Object.entries(rosterSizes)) {
    await expect(cart.getByLabel(`Race Shirt (${size})`, { exact: true })).toHaveValue(String(count));
  }
  await expect(cart.getByRole('spinbutton')).toHaveCount(Object.keys(rosterSizes).length);
  await checkPage(page);

  const submit = page.getByRole('form', { name: 'Submit', exact: true });
  await expect(submit.getByRole('radio', { name: 'Card' })).toBeChecked();
  await submit.getByLabel('Card number').fill('4242 4242 4242 4242');
  await submit.getByLabel('Expiry').fill('12/34');
  await submit.getByLabel('Security code').fill('123');
  await submit.getByRole('button', { name: /^Submit order/ }).click();
  await page.waitForURL((url) => url.pathname === '/shop/orderdetail');
  expect(new URL(page.url()).searchParams.get('id')).toBe(orderId);
  await expect(statusOf(page)).toHaveText('Submitted');
  await expect(page.locator('dl.shop-facts dt:text-is("Payment") + dd')).toHaveText('Card: paid');
  await checkPage(page);
  return orderId;
}

/** Step 2: the maker confirms, ships YS and YM with a tracking number, then the YL shirts. */
async function confirmAndShip(
  page: Page,
  orderId: string,
  tracking: readonly [string, string],
): Promise<void> {
  // The maker finds it among the incoming orders waiting for them.
  await page.goto(webUrl('/shop/orders'));
  await expect(page.getByRole('heading', { level: 1, name: 'Incoming orders' })).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'Submitted' });
  await page.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(/[?&]status=submitted/);
  const incoming = page.getByRole('region', { name: 'Orders' });
  await expect(incoming.getByRole('link', { name: orderId })).toBeVisible();
  await checkPage(page);
  await incoming.getByRole('link', { name: orderId }).click();
  await expect(page).toHaveURL(webUrl(orderPath(orderId)));
  await expect(statusOf(page)).toHaveText('Submitted');
  await checkPage(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(statusOf(page)).toHaveText('Confirmed');
  await checkPage(page);

  const ship = page.getByRole('form', { name: 'Ship', exact: true });
  await ship.getByLabel(`Race Shirt (YL): ${rosterSizes.YL} to ship`).fill('0');
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill(tracking[0]);
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(statusOf(page)).toHaveText('Partially shipped');
  const shipments = page.getByRole('region', { name: 'Shipments' });
  await expect(shipments.getByText(`tracking number ${tracking[0]}`)).toBeVisible();
  await checkPage(page);

  // What remains is the YL line alone, its quantity already filled in.
  await expect(ship.getByRole('spinbutton')).toHaveCount(1);
  await expect(ship.getByLabel(`Race Shirt (YL): ${rosterSizes.YL} to ship`)).toHaveValue(
    String(rosterSizes.YL),
  );
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill(tracking[1]);
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(statusOf(page)).toHaveText('Shipped');
  await expect(shipments.getByText(`tracking number ${tracking[1]}`)).toBeVisible();
  await checkPage(page);
}

/** Step 3: the franchisee confirms delivery. */
async function confirmDelivery(page: Page, orderId: string): Promise<void> {
  await page.goto(webUrl(orderPath(orderId)));
  await expect(statusOf(page)).toHaveText('Shipped');
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(statusOf(page)).toHaveText('Delivered');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Delivered by');
  await checkPage(page);
}

/** Step 4a: the maker's product-status report counts the shirts delivered. */
async function productStatusShowsIt(
  page: Page,
  before: Record<string, { Delivered: number }>,
): Promise<void> {
  await page.goto(webUrl('/shop/reports'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await checkPage(page);
  await page
    .getByRole('list', { name: 'Shop reports' })
    .getByRole('link', { name: 'Product status' })
    .click();
  await expect(page).toHaveURL(webUrl('/shop/reports/productstatus'));
  await expect(page.getByRole('heading', { level: 1, name: 'Product status' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Product status per variant' });
  for (const [size, count] of Object.entries(rosterSizes)) {
    const row = table.getByRole('row').filter({ hasText: `${shirtSku(size)} · ${size}` });
    // Cells after the product: variant, in drafts, submitted, confirmed, shipped, delivered, ...
    await expect(row.getByRole('cell').nth(5)).toHaveText(String((before[size]?.Delivered ?? 0) + count));
  }
  await checkPage(page);
}

/** Step 4b: the franchisee's school-item report lists the order's lines, all delivered. */
async function schoolItemsShowIt(page: Page, session: Session, orderId: string): Promise<void> {
  const order = (await ok(callApi('GET', `/api/shop/GetOrder/${orderId}`, { session }))) as {
    ThonId: string;
  };
  await page.goto(webUrl('/shop/reports'));
  await page.getByRole('list', { name: 'Shop reports' }).getByRole('link', { name: 'School items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'School items' })).toBeVisible();
  await checkPage(page);
  // Narrowed to the live Thon through the page's own filter.
  await page.getByLabel('Thon id (optional)').fill(order.ThonId);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]thon=${order.ThonId}`));
  const table = page.getByRole('region', { name: 'Order lines per school' });
  await expect(table).toBeVisible();
  for (const [size, count] of Object.entries(rosterSizes)) {
    const rows = table
      .getByRole('row')
      .filter({ hasText: `${shirtSku(size)} · ${size}` })
      .filter({ hasText: maker.name });
    const cells = await Promise.all(
      (await rows.all()).map(async (row) =>
        (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim()),
      ),
    );
    // Ordered, shipped and delivered alike, and not late. (The demo's own shipped order of these
    // shirts was filled with a 10 % buffer and is not delivered, so it never matches.)
    expect(
      cells.map((row) => row.slice(-4)),
      size,
    ).toContainEqual([String(count), String(count), String(count), '']);
  }
  await checkPage(page);
}

/** Step 5: the other vendor gets the not-found page, and the API answers 404 as for an unknown id. */
async function otherVendorIsRefused(browser: Browser, orderId: string): Promise<void> {
  const page = await signIn(browser, 'demo.vendor', 'vendor');
  await page.goto(webUrl(orderPath(orderId)));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await checkPage(page);
  const session = await storedSession(page);
  const refused = await callApi('GET', `/api/shop/GetOrder/${orderId}`, { session });
  expect(refused.status).toBe(404);
  const unknown = await callApi('GET', `/api/shop/GetOrder/${randomUUID()}`, { session });
  expect(refused.body).toEqual(unknown.body);
  await page.context().close();
}

/** Step 6: the submit, confirm and both ship emails reached the buyer and the maker. */
async function emailsInOutbox(buyerEmail: string, orderId: string): Promise<void> {
  const subjectsTo = async (address: string) =>
    (await emailsTo(address))
      .filter((email) => email.text.includes(orderId))
      .map((email) => email.subject)
      .sort();
  const moves = [
    shopOrderConfirmedSubject(liveThon),
    shopOrderShippedSubject(liveThon, false),
    shopOrderShippedSubject(liveThon, true),
  ];
  const expected = {
    [buyerEmail]: [shopOrderEmailSubjectBuyer(maker.name, liveThon), ...moves],
    [maker.email]: [shopOrderEmailSubjectVendor(liveThon), ...moves],
  };
  for (const [address, subjects] of Object.entries(expected)) {
    await expect
      .poll(() => subjectsTo(address), { message: address, timeout: 15_000 })
      .toEqual([...subjects].sort());
  }
}

describe('the vendor shop', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a cart from the roster, paid by card, confirmed, shipped in two, delivered, reported; the other vendor refused', async () => {
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const buyerPage = await signIn(browser, 'demo.franchisee', 'franchisee-user');
    const buyer = await storedSession(buyerPage);
    const makerPage = await signIn(browser, maker.username, 'vendor');
    const makerSession = await storedSession(makerPage);
    const before = await shirtRows(makerSession);

    const orderId = await buildAndSubmitCart(buyerPage);
    await confirmAndShip(makerPage, orderId, [`1Z${tag}01`, `1Z${tag}02`]);
    await confirmDelivery(buyerPage, orderId);

    await productStatusShowsIt(makerPage, before);
    await schoolItemsShowIt(buyerPage, buyer, orderId);
    await otherVendorIsRefused(browser, orderId);

    const order = (await ok(callApi('GET', `/api/shop/GetOrder/${orderId}`, { session: buyer }))) as {
      Buyer: { Email: string };
    };
    await emailsInOutbox(order.Buyer.Email, orderId);
  }, 400_000);
});
