// Pledge settings and the payout account, over HTTP through the local gateway against the
// emulator and the payment stand-in: StartPayoutOnboarding (one account per organization, even
// under concurrent calls; the link comes back to the organizer's Thon page), GetPledgeSettings
// (status refreshed from the provider), UpdatePledgeSettings (minimums and tax statement by the
// Thon's organizers and super admins, the commission only by a super admin, at most 60 %; a
// franchisee user has no say until franchises exist), and the go-live gate of ChangeThonStatus.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { thonLocked } from '@thon/shared/api/schemas/events';
import { defaultCommissionPercent } from '@thon/shared/catalog/donations';
import {
  commissionTooHigh,
  initialPledgeTooSmall,
  noAccess,
  noSuchEvent,
  oneTimeGiftTooSmall,
  payoutAccountBeforeLive,
} from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let franchisee: SignedInTestUser;
let admin: SignedInTestUser;
beforeAll(async () => {
  [organizer, otherOrganizer, franchisee, admin] = await Promise.all([
    signedInTestUser('organizer', 'payout-org'),
    signedInTestUser('organizer', 'payout-other'),
    signedInTestUser('franchisee-user', 'payout-fr'),
    signedInTestUser('super-admin', 'payout-admin'),
  ]);
});

/** A draft Thon made through CreateThon (so its organization exists), with a unique organization name. */
async function createThon(by = organizer) {
  const organizationName = `Payout School ${randomUUID().slice(0, 8)}`;
  const answer = await api.post(
    '/api/events/CreateThon',
    {
      Name: 'Payout Fun Run',
      OrganizationName: organizationName,
      OrganizationType: 'Elementary School',
      StartDate: '2026-04-01',
      EndDate: '2026-04-30',
      TimeZone: 'America/Chicago',
      UnitName: 'lap',
      Goal: 12000,
      MinUnits: 5,
      MaxUnits: 40,
    },
    by.headers,
  );
  expect(answer.status).toBe(200);
  const { EventId, OrganizationId } = answer.body as { EventId: string; OrganizationId: string };
  return { eventId: EventId, organizationId: OrganizationId, organizationName };
}

const settingsOf = (eventId: string, as = organizer) =>
  api.get(`/api/pledges/GetPledgeSettings/${eventId}`, as.headers);
const updateSettings = (eventId: string, body: unknown, as = organizer) =>
  api.post(`/api/pledges/UpdatePledgeSettings/${eventId}`, body, as.headers);
const onboard = (eventId: string, as = organizer) =>
  api.post(`/api/pledges/StartPayoutOnboarding/${eventId}`, {}, as.headers);
const goLive = (eventId: string, as = organizer) =>
  api.post('/api/events/ChangeThonStatus', { EventId: eventId, Status: 'live' }, as.headers);

async function storedOrganization(organizationId: string) {
  const { getOrganization } = await import('../../src/data/repositories/organizations-repository');
  return getOrganization(organizationId);
}

/** The accounts the stand-in created for an organization name (its newest events, newest first). */
async function standInAccountsNamed(name: string): Promise<string[]> {
  const response = await fetch(`${process.env.PAYMENT_PROVIDER_URL}/v1/events?limit=1000`, {
    headers: { authorization: `Bearer ${process.env.PAYMENT_PROVIDER_API_KEY}` },
  });
  const { data } = (await response.json()) as {
    data: { type: string; data: { object: { id: string; business_profile?: { name?: string } } } }[];
  };
  return data
    .filter((event) => event.type === 'account.updated' && event.data.object.business_profile?.name === name)
    .map((event) => event.data.object.id);
}

describe('POST /api/pledges/StartPayoutOnboarding/{eventId}', () => {
  it('creates one account for the organization under 10 concurrent calls, each answering its onboarding link', async () => {
    const { eventId, organizationId, organizationName } = await createThon();
    const answers = await Promise.all(Array.from({ length: 10 }, () => onboard(eventId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const accountId = (await storedOrganization(organizationId))?.payoutAccountId;
    expect(accountId).toMatch(/^acct_/);
    for (const answer of answers) {
      const url = new URL((answer.body as { Url: string }).Url);
      expect(url.searchParams.get('account')).toBe(accountId);
    }
    expect(await standInAccountsNamed(organizationName)).toEqual([accountId]);
    // A later call reuses it too.
    expect((await onboard(eventId)).status).toBe(200);
    expect((await storedOrganization(organizationId))?.payoutAccountId).toBe(accountId);
    expect(await standInAccountsNamed(organizationName)).toEqual([accountId]);
  });

  it("brings the organizer back to the Thon's page on the web origin", async () => {
    const { eventId } = await createThon();
    const { Url } = (await onboard(eventId)).body as { Url: string };
    // The stand-in's onboarding approves at once and redirects to the return URL.
    const response = await fetch(Url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${process.env.WEB_ORIGIN}/organizer/thons/${eventId}`);
  });

  it("answers another organizer's Thon with 404 exactly like an unknown one; a super admin may", async () => {
    const { eventId, organizationId } = await createThon();
    expect(await onboard(eventId, otherOrganizer)).toEqual({ status: 404, body: { message: noSuchEvent } });
    expect(await onboard(randomUUID())).toEqual({ status: 404, body: { message: noSuchEvent } });
    expect((await storedOrganization(organizationId))?.payoutAccountId).toBeUndefined();
    // A franchisee user whose franchise is not the Thon's reaches it no more than an unknown id.
    expect(await onboard(eventId, franchisee)).toEqual({ status: 404, body: { message: noSuchEvent } });
    expect((await onboard(eventId, admin)).status).toBe(200);
  });
});

describe('GET /api/pledges/GetPledgeSettings/{eventId}', () => {
  it('answers the defaults, and the payout status from NotConnected through Enabled', async () => {
    const { eventId, organizationId } = await createThon();
    expect(await settingsOf(eventId)).toEqual({
      status: 200,
      body: {
        EventId: eventId,
        InitialPledgeMinimum: 0.3,
        OneTimeGiftMinimum: 5,
        CommissionPercent: defaultCommissionPercent,
        CanEditCommission: false,
        TaxStatement: '',
        Payout: { Status: 'NotConnected', ChargesEnabled: false, PayoutsEnabled: false },
      },
    });
    expect((await onboard(eventId)).status).toBe(200);
    // Stored as not enabled yet, as a real provider's new account is: the read asks the provider.
    expect(await storedOrganization(organizationId)).not.toHaveProperty('payoutChargesEnabled');
    expect((await settingsOf(eventId)).body).toMatchObject({
      Payout: { Status: 'Enabled', ChargesEnabled: true, PayoutsEnabled: true },
    });
    expect(await storedOrganization(organizationId)).toMatchObject({
      payoutChargesEnabled: true,
      payoutsEnabled: true,
    });
  });

  it('reads an account the provider has not enabled yet as Pending (the stand-in enables at once)', async () => {
    const { payoutState } = await import('../../src/domain/pledges/payout-account');
    expect(payoutState(undefined).Status).toBe('NotConnected');
    expect(payoutState({ payoutAccountId: 'acct_1' })).toEqual({
      Status: 'Pending',
      ChargesEnabled: false,
      PayoutsEnabled: false,
    });
    expect(payoutState({ payoutAccountId: 'acct_1', payoutChargesEnabled: true }).Status).toBe('Enabled');
  });

  it("is for the Thon's organizer and super admins; another organizer's Thon answers like an unknown one", async () => {
    const { eventId } = await createThon();
    expect(await settingsOf(eventId, otherOrganizer)).toEqual({
      status: 404,
      body: { message: noSuchEvent },
    });
    expect(await settingsOf(randomUUID())).toEqual({ status: 404, body: { message: noSuchEvent } });
    expect(await settingsOf(eventId, franchisee)).toEqual({ status: 404, body: { message: noSuchEvent } });
    expect((await settingsOf(eventId)).body).toMatchObject({ CanEditCommission: false });
    expect((await settingsOf(eventId, admin)).body).toMatchObject({ CanEditCommission: true });
    const parent = await signedInTestUser('parent', 'payout-parent');
    expect((await settingsOf(eventId, parent)).status).toBe(403);
  });
});

describe('POST /api/pledges/UpdatePledgeSettings/{eventId}', () => {
  it('lets the organizer set the minimums, and answers the settings as stored', async () => {
    const { eventId } = await createThon();
    const answer = await updateSettings(eventId, { InitialPledgeMinimum: 0.5, OneTimeGiftMinimum: 12.5 });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        InitialPledgeMinimum: 0.5,
        OneTimeGiftMinimum: 12.5,
        CommissionPercent: defaultCommissionPercent,
      },
    });
    expect((await settingsOf(eventId)).body).toMatchObject({
      InitialPledgeMinimum: 0.5,
      OneTimeGiftMinimum: 12.5,
    });
    expect((await updateSettings(eventId, {})).body).toMatchObject({ InitialPledgeMinimum: 0.5 });
  });

  it('never goes below the spec minimums', async () => {
    const { eventId } = await createThon();
    expect(await updateSettings(eventId, { InitialPledgeMinimum: 0.25 })).toEqual({
      status: 400,
      body: { message: initialPledgeTooSmall(0.3) },
    });
    expect(await updateSettings(eventId, { OneTimeGiftMinimum: 4 })).toEqual({
      status: 400,
      body: { message: oneTimeGiftTooSmall(5) },
    });
  });

  it('lets only a super admin set the commission, at most 60%', async () => {
    const { eventId } = await createThon();
    expect(await updateSettings(eventId, { CommissionPercent: 5 })).toEqual({
      status: 403,
      body: { message: noAccess },
    });
    expect(await updateSettings(eventId, { CommissionPercent: 61 }, admin)).toMatchObject({
      status: 400,
      body: { message: commissionTooHigh },
    });
    expect((await updateSettings(eventId, { CommissionPercent: 60 }, admin)).body).toMatchObject({
      CommissionPercent: 60,
    });
    expect((await updateSettings(eventId, { CommissionPercent: 7.5 }, admin)).body).toMatchObject({
      CommissionPercent: 7.5,
    });
    // The organization's tax statement for receipts: set, then removed with ''.
    const statement = 'Birch PTA is a 501(c)(3) organization, EIN 98-7654321.';
    expect((await updateSettings(eventId, { TaxStatement: statement })).body).toMatchObject({
      TaxStatement: statement,
    });
    expect((await updateSettings(eventId, { TaxStatement: '' })).body).toMatchObject({ TaxStatement: '' });
    expect((await settingsOf(eventId)).body).toMatchObject({
      CommissionPercent: 7.5,
      CanEditCommission: false,
    });
  });

  it('answers a franchisee user of another franchise 404 on any change: commission, minimums and tax statement stay', async () => {
    const { eventId } = await createThon();
    const before = (await settingsOf(eventId)).body;
    for (const change of [
      { CommissionPercent: 1 },
      { InitialPledgeMinimum: 2, OneTimeGiftMinimum: 50 },
      { TaxStatement: 'Not a charity.' },
    ]) {
      expect(await updateSettings(eventId, change, franchisee)).toEqual({
        status: 404,
        body: { message: noSuchEvent },
      });
    }
    expect((await settingsOf(eventId)).body).toEqual(before);
  });

  it("answers another organizer's Thon like an unknown one (404) and changes nothing in it", async () => {
    const { eventId } = await createThon();
    const before = (await settingsOf(eventId)).body;
    for (const change of [{ OneTimeGiftMinimum: 20 }, { TaxStatement: 'Not ours.' }]) {
      expect(await updateSettings(eventId, change, otherOrganizer)).toEqual({
        status: 404,
        body: { message: noSuchEvent },
      });
    }
    expect((await settingsOf(eventId)).body).toEqual(before);
  });

  it('refuses an unknown Thon (404) and a completed one (409), writing nothing half', async () => {
    expect((await updateSettings(randomUUID(), { OneTimeGiftMinimum: 20 })).status).toBe(404);
    const completed = await createTestEvent({ status: 'completed', organizerUserId: organizer.userId });
    expect(await updateSettings(completed.eventId, { OneTimeGiftMinimum: 20 })).toEqual({
      status: 409,
      body: { message: thonLocked },
    });
    // A locked Thon's refusal leaves its organization's tax statement as it was, too.
    const { eventId, organizationId } = await createThon();
    expect((await updateSettings(eventId, { TaxStatement: 'Original statement.' })).status).toBe(200);
    const { changeEventStatus } = await import('../../src/data/repositories/events-repository');
    expect(await changeEventStatus(eventId, 'draft', 'completed')).toBe(true);
    for (const change of [
      { TaxStatement: 'Changed.' },
      { OneTimeGiftMinimum: 20, TaxStatement: 'Changed.' },
    ]) {
      expect(await updateSettings(eventId, change)).toEqual({ status: 409, body: { message: thonLocked } });
    }
    expect((await storedOrganization(organizationId))?.taxStatement).toBe('Original statement.');
  });
});

describe('the go-live gate', () => {
  it('keeps a Thon in draft until its organization can receive payments', async () => {
    const { eventId } = await createThon();
    expect(await goLive(eventId)).toEqual({ status: 409, body: { message: payoutAccountBeforeLive } });
    // Onboarding started but the provider's answer not read yet: still refused.
    expect((await onboard(eventId)).status).toBe(200);
    expect(await goLive(eventId)).toEqual({ status: 409, body: { message: payoutAccountBeforeLive } });
    // Back on the Thon page, the settings read the provider's approval.
    expect((await settingsOf(eventId)).body).toMatchObject({ Payout: { Status: 'Enabled' } });
    expect(await goLive(eventId)).toMatchObject({ status: 200, body: { Status: 'live' } });
    // A live Thon's one-time gifts start at the spec's 10.
    expect((await settingsOf(eventId)).body).toMatchObject({ OneTimeGiftMinimum: 10 });
    expect(await updateSettings(eventId, { OneTimeGiftMinimum: 8 })).toEqual({
      status: 400,
      body: { message: oneTimeGiftTooSmall(10) },
    });
  });
});
