// Pledge processing end to end in Chromium against the local stack (moto, the queue
// poller, the sweeper's timer and the payment stand-in). Arranged through the API: a Thon of its
// own, made live by the seeded organizer (the stand-in approves the payout account at once), one
// participant with units and three per-unit pledges: one with the card that charges, one with the
// card that is saved but declines at the charge (its donor later gives another card from the emailed
// link and is charged on the retry), one whose amount ($0.30 x 3 laps) is below the $1
// minimum (its most, $0.30 x its cap of 10, passes the minimum when it is made). In the browser the organizer completes the Thon, sees progress reach 100 and the spec's
// message, the pledges filtered to the problems, and refunds the charged pledge (the totals drop).
// The outbox holds the charged donor's pre-charge notice and receipt. Axe at 360 px.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  chargeFailedSubject,
  pledgesNeedReview,
  preChargeSubject,
  receiptSubject,
} from '@thon/shared/catalog/messages';
import { launchBrowser, newPage, webUrl } from './browser';
import { expect } from './expect';
import { seriousViolations } from './serious-violations';
import { callApi, emailsTo, logInThroughPage, storedSession } from './sign-in-steps';
import { goLiveWithOneRunner, ok, type Session } from './thon-steps';

const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

/** A live Thon of its own with one participant (3 laps) and three per-unit pledges. */
async function arrangeThon(session: Session) {
  const name = `Processing E2E Run ${Date.now()}`;
  const thon = (await ok(
    callApi('POST', '/api/events/CreateThon', {
      session,
      body: {
        Name: name,
        OrganizationName: 'Birch Elementary',
        OrganizationType: 'Elementary School',
        StartDate: '2026-05-01',
        EndDate: '2026-05-02',
        TimeZone: 'America/Chicago',
        UnitName: 'lap',
        Goal: 5000,
        MinUnits: 0,
        MaxUnits: 40,
      },
    }),
  )) as { EventId: string };
  const eventId = thon.EventId;
  const participantId = await goLiveWithOneRunner(session, eventId, {
    first: 'Iris',
    last: 'Nakamura',
    team: 'Room 3',
  });

  const tag = randomUUID().slice(0, 8);
  const donors = {
    charged: `paid.${tag}@donor.org`,
    declined: `declined.${tag}@donor.org`,
    tiny: `tiny.${tag}@donor.org`,
  };
  const pledge = (email: string, first: string, extra: Record<string, unknown>) =>
    ok(
      callApi('POST', '/api/pledges/CreatePledge', {
        headers: { 'Idempotency-Key': randomUUID() },
        body: {
          ParticipantId: participantId,
          Kind: 'PerUnit',
          Donor: { FirstName: first, LastName: 'Donor', Email: email },
          AgreeToTerms: true,
          ...extra,
        },
      }),
    );
  // Over its cap: 3 laps run, the donor pays for at most 2.
  await pledge(donors.charged, 'Paid', { Amount: 2, MaxUnits: 2, PaymentMethodId: 'pm_card_visa' });
  await pledge(donors.declined, 'Declined', { Amount: 1, PaymentMethodId: 'pm_card_chargeCustomerFail' });
  await pledge(donors.tiny, 'Tiny', { Amount: 0.3, MaxUnits: 10, PaymentMethodId: 'pm_card_visa' });
  await ok(
    callApi('POST', '/api/events/RecordUnits', {
      session,
      body: { EventId: eventId, ParticipantId: participantId, Units: 3 },
    }),
  );
  return { eventId, name, donors };
}

describe('pledge processing', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('an organizer completes a Thon, follows the processing, reviews the problems and refunds', async () => {
    const page = await newPage(browser, 360);
    await logInThroughPage(page, 'organizer');
    await page.waitForURL('**/Home/MyAccount?action=LoginPage');
    const thon = await arrangeThon(await storedSession(page));

    await page.goto(webUrl(`/organizer/thons/${thon.eventId}`));
    await expect(page.getByRole('heading', { level: 1, name: thon.name })).toBeVisible();
    const status = page.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: 'Mark completed' }).click();
    await page.getByRole('button', { name: 'Yes, mark completed' }).click();

    const processing = page.getByRole('region', { name: 'Processing', exact: true });
    const bar = processing.getByRole('progressbar', { name: 'Pledges processed' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 45_000 });
    await expect(processing.getByText(pledgesNeedReview)).toBeVisible();
    await expect(processing.getByRole('row', { name: 'Charged 1 $4' })).toBeVisible();
    await expect(processing.getByRole('row', { name: 'Failed 1 $3' })).toBeVisible();
    await expect(processing.getByRole('row', { name: /^Below minimum 1 / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await processing.getByRole('button', { name: 'Review the problem pledges' }).click();
    const pledges = page.getByRole('region', { name: 'Pledges', exact: true });
    const list = pledges.getByRole('region', { name: 'All pledges' });
    await expect(pledges.getByLabel('Status')).toHaveValue('problems');
    await expect(list.getByRole('row', { name: /Declined D\./ })).toBeVisible();
    await expect(list.getByRole('row', { name: /Paid D\./ })).toHaveCount(0);
    await expect(list.getByRole('row', { name: /Tiny D\./ })).toHaveCount(0);

    await pledges.getByLabel('Status').selectOption('Charged');
    const raised = pledges.getByLabel('Pledge totals of the Thon').getByRole('definition').first();
    await expect(list.getByRole('row', { name: /Paid D\./ })).toBeVisible();
    const before = dollars(await raised.textContent());
    expect(before).toBeGreaterThan(0);
    await list.getByRole('button', { name: "Refund Paid D.'s pledge" }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund Paid D\.'s pledge/ });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByText("Refunded Paid D.'s pledge in full.")).toBeVisible();
    await expect.poll(async () => dollars(await raised.textContent())).toBeLessThan(before);

    const subjects = (await emailsTo(thon.donors.charged)).map((email) => email.subject);
    expect(subjects).toContain(preChargeSubject('Iris N.'));
    expect(subjects).toContain(receiptSubject('Iris N.'));

    // The declined donor opens the emailed link, gives another card and is charged on the retry.
    const failure = (await emailsTo(thon.donors.declined)).find(
      (email) => email.subject === chargeFailedSubject('Iris N.'),
    );
    const link = /href="([^"]*\/pledge\/manage#t=[^"]+)"/.exec(failure?.html ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    const donor = await newPage(browser, 360);
    const manage = new URL(link);
    await donor.goto(webUrl(`${manage.pathname}${manage.hash}`));
    const another = donor.getByRole('region', { name: 'Give another card' });
    await expect(another).toBeVisible();
    expect(await seriousViolations(donor)).toEqual([]);
    await another.getByLabel('Card number').fill('4242 4242 4242 4242');
    await another.getByLabel('Expiry').fill('12/34');
    await another.getByLabel('Security code').fill('123');
    await another.getByRole('button', { name: 'Charge this card' }).click();
    await expect
      .poll(
        async () => {
          // After a reload the prerendered frame shows "Loading…" until the pledge arrives: read the status line itself.
          await donor.reload();
          const line = donor.getByText(/^Status: /);
          await line.waitFor();
          return (await line.textContent()) ?? '';
        },
        { timeout: 30_000 },
      )
      .toContain('Status: Paid');
  });
});
