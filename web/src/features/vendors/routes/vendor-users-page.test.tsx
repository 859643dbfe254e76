// /shop/vendorusers against the fake vendors API (testing/vendor-handlers.ts): the owner's staff
// list, invitations, deactivation and reactivation (never their own account), the API's refusals,
// payouts onboarding; other staff read only; a super admin names the vendor; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailAlreadyExists, valueNotValid } from '@thon/shared/catalog/messages';
import { vendorChanged } from '@thon/shared/catalog/shop-messages';
import type { Session } from '@thon/shared/api/schemas/session';
import { seriousViolations, toastTexts } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import { vendorApi, vendorFixture, vendorOnboardingUrl, vendorUserFixture } from '@/testing/vendor-handlers';
import { vendorOnboardingExpired, vendorPayoutText } from '@thon/shared/catalog/vendor-console-messages';

const owner = vendorUserFixture();
const staffer = vendorUserFixture({
  UserId: 'user-sam',
  FirstName: 'Sam',
  LastName: 'Ortiz',
  Email: 'sam@ribbons.test',
  IsOwner: false,
});

function vendorSession(isOwner: boolean): Session {
  const user = isOwner ? owner : staffer;
  return makeSession('vendor', {
    UserId: user.UserId,
    FirstName: user.FirstName,
    LastName: user.LastName,
    VendorId: 'vendor-ribbons',
    VendorName: 'Ribbon & Medal Co',
    IsVendorOwner: isOwner,
  });
}

function open(session: Session, path = '/shop/vendorusers', vendor = vendorFixture()) {
  const api = vendorApi({
    vendors: [vendor],
    users: { 'vendor-ribbons': [owner, staffer] },
    callerId: session.UserId,
  });
  server.use(...api.handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

const rowOf = (name: string) => {
  const row = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

const expectToast = (text: string) =>
  waitFor(async () => expect(await toastTexts()).toContainEqual(expect.stringContaining(text)));

/** Replaces the page's location so leaving for the provider can be seen (and search set). */
function stubLocation(search = '') {
  const assign = vi.fn();
  const { origin, href } = window.location;
  vi.stubGlobal('location', { origin, href, search, assign });
  return assign;
}

afterEach(() => vi.unstubAllGlobals());

describe("the owner's vendor users", () => {
  it('lists each user with email, owner and status; no button on their own account', async () => {
    open(vendorSession(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor users' })).toBeInTheDocument();
    expect(screen.getByText('Ribbon & Medal Co')).toBeInTheDocument();
    const victor = rowOf('Victor Nguyen');
    expect(victor.getByText('victor@ribbons.test')).toBeInTheDocument();
    expect(victor.getByText('Yes')).toBeInTheDocument();
    expect(victor.getByText('Active')).toBeInTheDocument();
    expect(victor.queryByRole('button')).not.toBeInTheDocument();
    const sam = rowOf('Sam Ortiz');
    expect(sam.getByText('No')).toBeInTheDocument();
    expect(sam.getByRole('button', { name: 'Deactivate Sam Ortiz' })).toBeInTheDocument();
  });

  it('invites a member of staff by email: the API is asked, the list shows them, a toast confirms', async () => {
    const { api, user } = open(vendorSession(true));
    const form = within(await screen.findByRole('region', { name: 'Invite a user' }));
    await user.type(form.getByLabelText('First name'), 'Lee');
    await user.type(form.getByLabelText('Last name'), 'Park');
    await user.type(form.getByLabelText('Email'), 'lee@ribbons.test');
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    await expectToast('An invitation was sent to lee@ribbons.test.');
    // The owner's own vendor: no VendorId sent, the API reads it from their account.
    expect(api.sent.invites).toEqual([{ FirstName: 'Lee', LastName: 'Park', Email: 'lee@ribbons.test' }]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Lee Park' })).toBeInTheDocument();
    expect(rowOf('Lee Park').getByText('No')).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveValue('');
  });

  it("checks the invitation first and shows the API's refusal", async () => {
    const { api, user } = open(vendorSession(true));
    const form = within(await screen.findByRole('region', { name: 'Invite a user' }));
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(await form.findByText('FirstName is required')).toBeInTheDocument();
    expect(api.sent.invites).toEqual([]);
    await user.type(form.getByLabelText('First name'), 'Sam');
    await user.type(form.getByLabelText('Last name'), 'Again');
    await user.type(form.getByLabelText('Email'), 'sam@ribbons.test');
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(await form.findByText(emailAlreadyExists)).toBeInTheDocument();
  });

  it('deactivates and reactivates a member of staff, each confirmed by a toast', async () => {
    const { api, user } = open(vendorSession(true));
    await screen.findByRole('heading', { level: 3, name: 'Sam Ortiz' });
    await user.click(rowOf('Sam Ortiz').getByRole('button', { name: 'Deactivate Sam Ortiz' }));
    await expectToast('Sam Ortiz was deactivated and signed out.');
    expect(await rowOf('Sam Ortiz').findByText('Deactivated')).toBeInTheDocument();
    await user.click(rowOf('Sam Ortiz').getByRole('button', { name: 'Reactivate Sam Ortiz' }));
    await expectToast('Sam Ortiz was reactivated.');
    expect(api.sent.activations).toEqual([
      { UserId: 'user-sam', Active: false },
      { UserId: 'user-sam', Active: true },
    ]);
  });

  it("connects payouts: asks for the provider's onboarding link and leaves for it", async () => {
    const assign = stubLocation();
    const { api, user } = open(vendorSession(true));
    const payouts = within(await screen.findByRole('region', { name: 'Payouts' }));
    expect(payouts.getByText(vendorPayoutText.NotConnected)).toBeInTheDocument();
    await user.click(payouts.getByRole('button', { name: 'Connect payouts' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(vendorOnboardingUrl));
    expect(api.sent.onboardings).toBe(1);
  });

  it('shows an enabled payout account as such, with nothing to connect', async () => {
    open(
      vendorSession(true),
      '/shop/vendorusers?payout=return',
      vendorFixture({ Payout: { Status: 'Enabled', ChargesEnabled: true, PayoutsEnabled: true } }),
    );
    const payouts = within(await screen.findByRole('region', { name: 'Payouts' }));
    expect(payouts.getByText('Enabled')).toBeInTheDocument();
    expect(payouts.getByText(vendorPayoutText.Enabled)).toBeInTheDocument();
    expect(payouts.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an expired onboarding link needs a new one', async () => {
    stubLocation('?payout=refresh');
    open(
      vendorSession(true),
      '/shop/vendorusers?payout=refresh',
      vendorFixture({
        Payout: { Status: 'Pending', ChargesEnabled: false, PayoutsEnabled: false },
      }),
    );
    const payouts = within(await screen.findByRole('region', { name: 'Payouts' }));
    expect(payouts.getByText(vendorOnboardingExpired)).toBeInTheDocument();
    expect(payouts.getByRole('button', { name: 'Continue onboarding' })).toBeInTheDocument();
  });
});

describe("the owner's vendor contact", () => {
  it('saves the contact email and phone with the version read, confirmed by a toast', async () => {
    const { api, user } = open(vendorSession(true));
    const contact = within(await screen.findByRole('region', { name: 'Contact' }));
    const phone = contact.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '2145550177');
    await user.click(contact.getByRole('button', { name: 'Save the contact' }));
    await expectToast('The vendor Ribbon & Medal Co was saved.');
    expect(api.sent.updates).toEqual([
      { VendorId: 'vendor-ribbons', Version: 1, ContactEmail: 'orders@ribbons.test', Phone: '2145550177' },
    ]);
  });

  it("checks the phone first and shows the API's refusal when the vendor changed meanwhile", async () => {
    const { api, user } = open(vendorSession(true));
    const contact = within(await screen.findByRole('region', { name: 'Contact' }));
    const phone = contact.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(contact.getByRole('button', { name: 'Save the contact' }));
    expect(await contact.findByText(valueNotValid)).toBeInTheDocument();
    expect(api.sent.updates).toEqual([]);
    const [stale] = api.vendors();
    if (stale) stale.Version = 2;
    await user.clear(phone);
    await user.type(phone, '2145550177');
    await user.click(contact.getByRole('button', { name: 'Save the contact' }));
    expect(await contact.findByText(vendorChanged)).toBeInTheDocument();
  });
});

describe('other vendor users and super admins', () => {
  it('lets a member of staff read the list, with no invitation, no buttons and no payouts to connect', async () => {
    open(vendorSession(false));
    await screen.findByRole('heading', { level: 3, name: 'Victor Nguyen' });
    expect(screen.queryByRole('region', { name: 'Invite a user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate|Reactivate|Connect/ })).not.toBeInTheDocument();
    expect(screen.getByText(vendorPayoutText.NotConnected)).toBeInTheDocument();
  });

  it('asks a super admin to choose a vendor, then names it in every call', async () => {
    const first = open(testSessions.superAdmin);
    expect(await screen.findByRole('link', { name: /open the vendors/ })).toHaveAttribute(
      'href',
      '/admin/vendors',
    );
    first.unmount();
    const { api, user } = open(testSessions.superAdmin, '/shop/vendorusers?vendor=vendor-ribbons');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sam Ortiz' }));
    await expectToast('Sam Ortiz was deactivated and signed out.');
    expect(api.sent.activations).toEqual([{ VendorId: 'vendor-ribbons', UserId: 'user-sam', Active: false }]);
    // The owner's payouts are theirs to connect.
    expect(screen.queryByRole('button', { name: 'Connect payouts' })).not.toBeInTheDocument();
  });
});

describe('axe at 360 px', { timeout: 30_000 }, () => {
  it.each([
    ['the owner', true],
    ['a member of staff', false],
  ])('%s', async (_, isOwner) => {
    window.innerWidth = 360;
    open(vendorSession(isOwner));
    await screen.findByRole('heading', { level: 3, name: 'Sam Ortiz' });
    expect(await seriousViolations()).toEqual([]);
  });
});
