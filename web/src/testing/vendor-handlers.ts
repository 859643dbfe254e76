// msw handlers for the vendors calls: an in-memory fake of the API's vendors routes (the console's
// list paged by an opaque cursor, create and edit conditioned on the version, a vendor's staff,
// payout onboarding). A call without VendorId means the caller's own vendor (`ownVendorId`), as
// the API reads it from a vendor user's account. Tests add them with
// server.use(...vendorApi().handlers) and read what was sent from the returned object.
import { http, HttpResponse } from 'msw';
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import type {
  CreateVendorRequest,
  InviteVendorUserRequest,
  SetVendorUserActiveRequest,
  UpdateVendorRequest,
  Vendor,
  VendorUser,
} from '@thon/shared/api/schemas/vendors';
import { emailAlreadyExists } from '@thon/shared/catalog/messages';
import { vendorChanged, vendorSelfDeactivation } from '@thon/shared/catalog/shop-messages';
import { mswPath } from './handlers';

export const vendorOnboardingUrl = 'https://connect.example/onboarding/acct_vendor';

export function vendorFixture(overrides: Partial<Vendor> = {}): Vendor {
  return {
    VendorId: 'vendor-ribbons',
    Name: 'Ribbon & Medal Co',
    ContactEmail: 'orders@ribbons.test',
    Phone: '2145550123',
    Status: 'active',
    FranchiseIds: ['fr-north-texas'],
    ShippingFeeCents: 750,
    Payout: { Status: 'NotConnected', ChargesEnabled: false, PayoutsEnabled: false },
    Version: 1,
    CreatedAt: '2026-03-01T12:00:00.000Z',
    UpdatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function vendorUserFixture(overrides: Partial<VendorUser> = {}): VendorUser {
  return {
    UserId: 'user-victor',
    FirstName: 'Victor',
    LastName: 'Nguyen',
    Email: 'victor@ribbons.test',
    IsOwner: true,
    Active: true,
    ...overrides,
  };
}

/** `count` vendors named Vendor 01, Vendor 02, … */
export function manyVendors(count: number): Vendor[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return vendorFixture({ VendorId: `vendor-${number}`, Name: `Vendor ${number}` });
  });
}

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

interface VendorApiOptions {
  vendors?: Vendor[];
  /** Each vendor's staff, by vendor id. */
  users?: Record<string, VendorUser[]>;
  /** The vendor of the signed-in vendor user: the one a call without VendorId means. */
  ownVendorId?: string;
  /** The signed-in user, whom SetVendorUserActive refuses to deactivate. */
  callerId?: string;
}

export function vendorApi(options: VendorApiOptions = {}) {
  let vendors = options.vendors ?? [vendorFixture()];
  const staff: Record<string, VendorUser[]> = options.users ?? { 'vendor-ribbons': [vendorUserFixture()] };
  const ownVendorId = options.ownVendorId ?? 'vendor-ribbons';
  const sent = {
    lists: [] as Record<string, string>[],
    creates: [] as CreateVendorRequest[],
    updates: [] as UpdateVendorRequest[],
    invites: [] as InviteVendorUserRequest[],
    activations: [] as SetVendorUserActiveRequest[],
    onboardings: 0,
  };
  const byName = () => [...vendors].sort((a, b) => a.Name.localeCompare(b.Name));
  const vendorOf = (id: string | null | undefined) =>
    vendors.find((vendor) => vendor.VendorId === (id || ownVendorId));
  const staffOf = (id: string) => (staff[id] ??= []);
  const everyEmail = () =>
    Object.values(staff).flatMap((users) => users.map((user) => user.Email.toLowerCase()));

  const handlers = [
    http.get(mswPath(vendorRoutes.listVendors), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.lists.push(query);
      const size = Number(query.PageSize ?? 25);
      // The cursor is the last name shown, base64: opaque to the web, as the API's is.
      const after = query.Cursor ? atob(query.Cursor) : undefined;
      const rest = byName().filter((vendor) => after === undefined || vendor.Name > after);
      const page = rest.slice(0, size);
      const last = page.at(-1);
      return HttpResponse.json(
        rest.length > size && last ? { Vendors: page, NextCursor: btoa(last.Name) } : { Vendors: page },
      );
    }),
    http.get(mswPath(vendorRoutes.getVendor), ({ params }) => {
      const vendor = vendorOf(String(params.vendorId));
      return vendor ? HttpResponse.json(vendor) : notFound();
    }),
    http.post(mswPath(vendorRoutes.createVendor), async ({ request }) => {
      const body = (await request.json()) as CreateVendorRequest;
      sent.creates.push(body);
      if (everyEmail().includes(body.Owner.Email.toLowerCase())) {
        return HttpResponse.json({ message: emailAlreadyExists }, { status: 409 });
      }
      const { Owner, ...fields } = body;
      const created = vendorFixture({ ...fields, VendorId: `vendor-new-${vendors.length + 1}` });
      vendors = [...vendors, created];
      staff[created.VendorId] = [
        vendorUserFixture({ ...Owner, UserId: `user-owner-${vendors.length}`, IsOwner: true }),
      ];
      return HttpResponse.json(created);
    }),
    http.post(mswPath(vendorRoutes.updateVendor), async ({ request }) => {
      const body = (await request.json()) as UpdateVendorRequest;
      sent.updates.push(body);
      const current = vendorOf(body.VendorId);
      if (!current) return notFound();
      if (current.Version !== body.Version)
        return HttpResponse.json({ message: vendorChanged }, { status: 409 });
      const { VendorId: _id, Version: _version, ...changes } = body;
      const updated: Vendor = { ...current, ...changes, Version: current.Version + 1 };
      vendors = vendors.map((vendor) => (vendor.VendorId === updated.VendorId ? updated : vendor));
      return HttpResponse.json(updated);
    }),
    http.get(mswPath(vendorRoutes.listVendorUsers), ({ request }) => {
      const vendor = vendorOf(new URL(request.url).searchParams.get('VendorId'));
      return vendor ? HttpResponse.json({ Users: staffOf(vendor.VendorId) }) : notFound();
    }),
    http.post(mswPath(vendorRoutes.inviteVendorUser), async ({ request }) => {
      const body = (await request.json()) as InviteVendorUserRequest;
      sent.invites.push(body);
      const vendor = vendorOf(body.VendorId);
      if (!vendor) return notFound();
      if (everyEmail().includes(body.Email.toLowerCase())) {
        return HttpResponse.json({ message: emailAlreadyExists }, { status: 409 });
      }
      const { VendorId: _vendor, ...person } = body;
      const invited = vendorUserFixture({
        ...person,
        UserId: `user-staff-${sent.invites.length}`,
        IsOwner: false,
      });
      staff[vendor.VendorId] = [...staffOf(vendor.VendorId), invited];
      return HttpResponse.json(invited);
    }),
    http.post(mswPath(vendorRoutes.setVendorUserActive), async ({ request }) => {
      const body = (await request.json()) as SetVendorUserActiveRequest;
      sent.activations.push(body);
      const vendor = vendorOf(body.VendorId);
      const user = vendor && staffOf(vendor.VendorId).find((candidate) => candidate.UserId === body.UserId);
      if (!vendor || !user) return notFound();
      if (body.UserId === options.callerId && !body.Active) {
        return HttpResponse.json({ message: vendorSelfDeactivation }, { status: 409 });
      }
      const changed = { ...user, Active: body.Active };
      staff[vendor.VendorId] = staffOf(vendor.VendorId).map((candidate) =>
        candidate.UserId === changed.UserId ? changed : candidate,
      );
      return HttpResponse.json(changed);
    }),
    http.post(mswPath(vendorRoutes.startVendorPayouts), () => {
      sent.onboardings += 1;
      return HttpResponse.json({ Url: vendorOnboardingUrl });
    }),
  ];
  return { handlers, sent, vendors: () => vendors, staff };
}
