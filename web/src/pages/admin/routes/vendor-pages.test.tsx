// The console's vendor pages against the fake vendors API (testing/vendor-handlers.ts): the list
// a page at a time (the API's cursor), create with the franchises served and the shipping fee in
// dollars sent as cents, the owner invited; edit with the status and the version read (409 when
// it moved); a vendor's page with its users and payout status; super admins only; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailAlreadyExists } from '@thon/shared/catalog/messages';
import { vendorChanged } from '@thon/shared/catalog/shop-messages';
import type { Session } from '@thon/shared/api/schemas/session';
import type { Vendor } from '@thon/shared/api/schemas/vendors';
import { seriousViolations, toastTexts } from '@/testing/console-checks';
import { franchiseApi, franchiseFixture } from '@/testing/franchise-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import { manyVendors, vendorApi, vendorFixture, vendorUserFixture } from '@/testing/vendor-handlers';
import { shippingFeeNotValid } from '@/features/vendors/components/shipping-fee';
import { adminSections, pathFor } from '../components/admin-sections';

const vendorsSection = adminSections.find((section) => section.label === 'Vendors') ?? {
  label: 'missing',
  summary: '',
};

function open(path: string, vendors?: Vendor[], session: Session = testSessions.superAdmin) {
  const api = vendorApi({
    ...(vendors ? { vendors } : {}),
    users: {
      'vendor-ribbons': [
        vendorUserFixture(),
        vendorUserFixture({
          UserId: 'user-sam',
          FirstName: 'Sam',
          LastName: 'Ortiz',
          Email: 'sam@ribbons.test',
          IsOwner: false,
          Active: false,
        }),
      ],
    },
  });
  const franchises = franchiseApi({
    franchises: [franchiseFixture(), franchiseFixture({ FranchiseId: 'fr-ok', Name: 'Sooner Runs' })],
  });
  server.use(...api.handlers, ...franchises.handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

const expectToast = (text: string) =>
  waitFor(async () => expect(await toastTexts()).toContainEqual(expect.stringContaining(text)));

describe('the vendor list', () => {
  it('shows each vendor with status, contact, shipping and payouts, leading to its page', async () => {
    open('/admin/vendors', [
      vendorFixture(),
      vendorFixture({
        VendorId: 'vendor-track',
        Name: 'Track Gear',
        Status: 'suspended',
        ShippingFeeCents: 0,
        Payout: { Status: 'Enabled', ChargesEnabled: true, PayoutsEnabled: true },
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors' })).toBeInTheDocument();
    const ribbons = within(
      screen.getByRole('link', { name: 'Ribbon & Medal Co' }).closest('li') as HTMLElement,
    );
    expect(screen.getByRole('link', { name: 'Ribbon & Medal Co' })).toHaveAttribute(
      'href',
      '/admin/vendors/vendor-ribbons',
    );
    expect(ribbons.getByText('Active')).toBeInTheDocument();
    expect(ribbons.getByText('$7.50 per order')).toBeInTheDocument();
    expect(ribbons.getByText('Not connected')).toBeInTheDocument();
    const track = within(screen.getByRole('link', { name: 'Track Gear' }).closest('li') as HTMLElement);
    expect(track.getByText('Suspended')).toBeInTheDocument();
    expect(track.getByText('No shipping fee')).toBeInTheDocument();
    expect(track.getByText('Enabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a vendor' })).toHaveAttribute(
      'href',
      '/admin/vendors/new',
    );
  });

  it("pages with the API's cursor, 10 at a time: Show more adds the next page below", async () => {
    const { api, user } = open('/admin/vendors', manyVendors(23));
    await screen.findByRole('link', { name: 'Vendor 10' });
    expect(screen.queryByRole('link', { name: 'Vendor 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more vendors' }));
    expect(await screen.findByRole('link', { name: 'Vendor 20' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vendor 01' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more vendors' }));
    expect(await screen.findByRole('link', { name: 'Vendor 23' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more vendors' })).not.toBeInTheDocument();
    expect(api.sent.lists.map((query) => query.PageSize)).toEqual(['10', '10', '10']);
  });

  it('is in the console navigation for super admins, not franchisee users', async () => {
    open('/admin/vendors');
    const nav = within(await screen.findByRole('navigation', { name: 'Admin console' }));
    expect(nav.getByRole('link', { name: 'Vendors' })).toHaveAttribute('href', '/admin/vendors');
  });

  it('is refused to a franchisee user', async () => {
    open('/admin/vendors', undefined, makeSession('franchisee-user', { FranchiseId: 'fr-north-texas' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The server answered 403 Forbidden.')).toBeInTheDocument();
    expect(pathFor(vendorsSection, 'franchisee-user')).toBeUndefined();
    expect(pathFor(vendorsSection, 'super-admin')).toBe('/admin/vendors');
  });
});

describe('a new vendor', () => {
  it('is created with its franchises, its fee in cents and its owner, then its page opens', async () => {
    const { api, user, router } = open('/admin/vendors/new');
    await screen.findByRole('heading', { level: 1, name: 'New vendor' });
    await user.type(screen.getByLabelText('Name'), 'Color Run Supply');
    await user.type(screen.getByLabelText('Contact email'), 'sales@color.test');
    await user.type(screen.getByLabelText('Phone'), '2145550199');
    await user.click(screen.getByRole('checkbox', { name: 'Sooner Runs' }));
    const fee = screen.getByLabelText('Shipping fee (US dollars)');
    await user.clear(fee);
    await user.type(fee, '12.30');
    await user.type(screen.getByLabelText("Owner's first name"), 'Cora');
    await user.type(screen.getByLabelText("Owner's last name"), 'Reyes');
    await user.type(screen.getByLabelText("Owner's email"), 'cora@color.test');
    await user.click(screen.getByRole('button', { name: 'Create the vendor' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Color Run Supply' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/vendors/vendor-new-2');
    await expectToast('The vendor Color Run Supply was created and its owner invited.');
    expect(api.sent.creates).toEqual([
      {
        Name: 'Color Run Supply',
        ContactEmail: 'sales@color.test',
        Phone: '2145550199',
        FranchiseIds: ['fr-ok'],
        ShippingFeeCents: 1230,
        Owner: { FirstName: 'Cora', LastName: 'Reyes', Email: 'cora@color.test' },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Cora Reyes' })).toBeInTheDocument();
  });

  it('refuses a fee that is not dollars and sends nothing; shows the API refusing an owner email in use', async () => {
    const { api, user } = open('/admin/vendors/new');
    await screen.findByRole('heading', { level: 1, name: 'New vendor' });
    await user.type(screen.getByLabelText('Name'), 'Color Run Supply');
    await user.type(screen.getByLabelText('Contact email'), 'sales@color.test');
    await user.type(screen.getByLabelText('Phone'), '2145550199');
    const fee = screen.getByLabelText('Shipping fee (US dollars)');
    await user.clear(fee);
    await user.type(fee, '7.505');
    await user.type(screen.getByLabelText("Owner's first name"), 'Victor');
    await user.type(screen.getByLabelText("Owner's last name"), 'Nguyen');
    await user.type(screen.getByLabelText("Owner's email"), 'victor@ribbons.test');
    await user.click(screen.getByRole('button', { name: 'Create the vendor' }));
    expect(await screen.findByText(shippingFeeNotValid)).toBeInTheDocument();
    expect(api.sent.creates).toEqual([]);
    await user.clear(fee);
    await user.type(fee, '0');
    await user.click(screen.getByRole('button', { name: 'Create the vendor' }));
    expect(await screen.findByText(emailAlreadyExists)).toBeInTheDocument();
    expect(api.sent.creates[0]?.ShippingFeeCents).toBe(0);
  });
});

describe("a vendor's page", () => {
  it('shows its users and payout status, and saves an edit with its status and the version read', async () => {
    const { api, user } = open('/admin/vendors/vendor-ribbons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ribbon & Medal Co' })).toBeInTheDocument();
    const payouts = within(screen.getByRole('region', { name: 'Payouts' }));
    expect(payouts.getByText('Not connected')).toBeInTheDocument();
    expect(payouts.queryByRole('button')).not.toBeInTheDocument();
    const users = within(screen.getByRole('region', { name: 'Users' }));
    expect(users.getByRole('heading', { level: 3, name: 'Victor Nguyen' })).toBeInTheDocument();
    expect(users.getByRole('button', { name: 'Reactivate Sam Ortiz' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'North Texas Thons' })).toBeChecked();
    expect(screen.getByLabelText('Shipping fee (US dollars)')).toHaveValue('7.50');

    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await user.click(screen.getByRole('checkbox', { name: 'Sooner Runs' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectToast('The vendor Ribbon & Medal Co was saved.');
    expect(api.sent.updates).toEqual([
      {
        VendorId: 'vendor-ribbons',
        Version: 1,
        Name: 'Ribbon & Medal Co',
        ContactEmail: 'orders@ribbons.test',
        Phone: '2145550123',
        FranchiseIds: ['fr-north-texas', 'fr-ok'],
        ShippingFeeCents: 750,
        Status: 'suspended',
      },
    ]);
    expect(await screen.findByText('Suspended', { selector: '.lead' })).toBeInTheDocument();
  });

  it('says so when someone else changed the vendor meanwhile (409)', async () => {
    const { api, user } = open('/admin/vendors/vendor-ribbons');
    await screen.findByRole('heading', { level: 1, name: 'Ribbon & Medal Co' });
    // Another admin's edit lands first: the version this page read is stale.
    const [stale] = api.vendors();
    if (stale) stale.Version = 2;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(vendorChanged)).toBeInTheDocument();
  });

  it('lets the super admin reactivate a user of the vendor, naming the vendor', async () => {
    const { api, user } = open('/admin/vendors/vendor-ribbons');
    await user.click(await screen.findByRole('button', { name: 'Reactivate Sam Ortiz' }));
    await expectToast('Sam Ortiz was reactivated.');
    expect(api.sent.activations).toEqual([{ VendorId: 'vendor-ribbons', UserId: 'user-sam', Active: true }]);
  });

  it('answers an unknown vendor with the error view', async () => {
    open('/admin/vendors/vendor-nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
  });
});

describe('axe at 360 px', { timeout: 30_000 }, () => {
  it.each([
    ['the list', '/admin/vendors', 'Vendors'],
    ['the new vendor', '/admin/vendors/new', 'New vendor'],
    ['a vendor', '/admin/vendors/vendor-ribbons', 'Ribbon & Medal Co'],
  ])('%s', async (_, path, heading) => {
    window.innerWidth = 360;
    open(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await seriousViolations()).toEqual([]);
  });
});
