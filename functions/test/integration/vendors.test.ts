// The shop's vendors over HTTP through the local gateway against the emulator and the payment
// stand-in: a super admin creates a vendor with its owner (invited: account, staff item, email,
// audit entries; a taken email writes nothing), lists vendors by name a page at a time, edits any
// field; the owner edits only the contact, invites and deactivates staff (never themselves),
// connects the payout account once; another vendor's ids answer 404 like unknown ones; a
// suspended vendor's users cannot sign in; the session names a vendor user's vendor.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailAlreadyExists, inviteEmailSubject, notFound } from '@thon/shared/catalog/messages';
import {
  vendorChanged,
  vendorOwnerContactOnly,
  vendorOwnerOnly,
  vendorSelfDeactivation,
  vendorSuspendedSignIn,
} from '@thon/shared/catalog/shop-messages';
import type { Vendor, VendorList, VendorUser, VendorUserList } from '@thon/shared/api/schemas/vendors';
import { apiClient, signedInHeaders } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createFranchise } from './test-franchises';
import { signIn, signedInTestUser, testPassword, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const run = randomUUID().slice(0, 8);
/** This file's ZIP prefixes (test-franchises.ts keeps each file's range apart). */
const zipBase = 98000 + Math.floor(Math.random() * 400) * 2;

let admin: SignedInTestUser;
let franchiseId: string;
let otherFranchiseId: string;
beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'vendor-admin');
  franchiseId = await createFranchise(api, admin.headers, `Vendor Fr ${run}`, String(zipBase));
  otherFranchiseId = await createFranchise(api, admin.headers, `Vendor Fr2 ${run}`, String(zipBase + 1));
});

const ownerEmail = (label: string) => `vendor-${label}-${run}@example.com`;

function createVendorBody(name: string, label: string, extra: Record<string, unknown> = {}) {
  return {
    Name: name,
    ContactEmail: `sales-${label}-${run}@example.com`,
    Phone: '505-555-0100',
    FranchiseIds: [franchiseId],
    ShippingFeeCents: 1250,
    Owner: { FirstName: 'Olga', LastName: `Owner ${label}`, Email: ownerEmail(label) },
    ...extra,
  };
}

interface VendorWithOwner {
  vendor: Vendor;
  owner: { userId: string; headers: Record<string, string>; email: string };
}

/** A vendor made through CreateVendor, and its owner signed in. */
async function createVendor(label: string, name = `Vendor ${label} ${run}`): Promise<VendorWithOwner> {
  const answer = await api.post('/api/vendors/CreateVendor', createVendorBody(name, label), admin.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const vendor = answer.body as Vendor;
  const { findUserIdByEmail } = await import('../../src/data/repositories/users-repository');
  const userId = (await findUserIdByEmail(ownerEmail(label))) ?? '';
  const token = await signIn({ userId, role: 'vendor' });
  return { vendor, owner: { userId, headers: signedInHeaders(token), email: ownerEmail(label) } };
}

/** A staff member invited by the owner, signed in. */
async function inviteStaff(owner: Record<string, string>, label: string) {
  const email = `staff-${label}-${run}@example.com`;
  const answer = await api.post(
    '/api/vendors/InviteVendorUser',
    { FirstName: 'Sam', LastName: `Staff ${label}`, Email: email },
    owner,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const user = answer.body as VendorUser;
  const token = await signIn({ userId: user.UserId, role: 'vendor' });
  return { user, email, headers: signedInHeaders(token) };
}

const getVendor = (vendorId: string, headers: Record<string, string>) =>
  api.get(`/api/vendors/GetVendor/${vendorId}`, headers);
const updateVendor = (body: Record<string, unknown>, headers: Record<string, string>) =>
  api.post('/api/vendors/UpdateVendor', body, headers);
const staffOf = async (headers: Record<string, string>, vendorId?: string) => {
  const answer = await api.get(
    `/api/vendors/ListVendorUsers${vendorId ? `?VendorId=${vendorId}` : ''}`,
    headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as VendorUserList).Users;
};
const unknown = { status: 404, body: { message: notFound } };

describe('POST /api/vendors/CreateVendor', () => {
  it('creates the vendor with its owner invited: account, staff item, email and audit entries', async () => {
    const { vendor, owner } = await createVendor('create');
    expect(vendor).toMatchObject({
      Name: `Vendor create ${run}`,
      Status: 'active',
      FranchiseIds: [franchiseId],
      ShippingFeeCents: 1250,
      Payout: { Status: 'NotConnected', ChargesEnabled: false, PayoutsEnabled: false },
      Version: 1,
    });
    const { getUser } = await import('../../src/data/repositories/users-repository');
    expect(await getUser(owner.userId)).toMatchObject({
      role: 'vendor',
      vendorId: vendor.VendorId,
      vendorOwner: true,
      active: true,
      username: owner.email,
    });
    expect(await staffOf(owner.headers)).toEqual([
      {
        UserId: owner.userId,
        FirstName: 'Olga',
        LastName: 'Owner create',
        Email: owner.email,
        IsOwner: true,
        Active: true,
      },
    ]);
    const invitations = await emailsTo(owner.email);
    expect(invitations.map((email) => email.subject)).toEqual([inviteEmailSubject]);
    const { listAuditEntriesOfMonth } = await import('../../src/data/repositories/audit-log-repository');
    const page = await listAuditEntriesOfMonth(new Date().toISOString().slice(0, 7), { limit: 1000 });
    if (page === 'bad-cursor') throw new Error('no audit page');
    const mine = page.entries.filter(
      (entry) => entry.subjectId === vendor.VendorId || entry.subjectId === owner.userId,
    );
    expect(mine.map((entry) => entry.action).sort()).toEqual(['user-invited', 'vendor-created']);
  });

  it('refuses an owner email in use with 409 and writes no vendor', async () => {
    const first = await createVendor('taken');
    const name = `Vendor dup ${run}`;
    const answer = await api.post(
      '/api/vendors/CreateVendor',
      createVendorBody(name, 'taken'),
      admin.headers,
    );
    expect(answer).toEqual({ status: 409, body: { message: emailAlreadyExists } });
    const { listVendors } = await import('../../src/data/repositories/vendors-repository');
    const all = await listVendors({ limit: 1000 });
    if (all === 'bad-cursor') throw new Error('no page');
    expect(all.vendors.filter((vendor) => vendor.name === name)).toEqual([]);
    expect(await staffOf(first.owner.headers)).toHaveLength(1);
  });

  it('answers bad input with 400 naming the field, an unknown franchise with 404, a vendor user with 403', async () => {
    const negative = await api.post(
      '/api/vendors/CreateVendor',
      createVendorBody(`Bad ${run}`, 'bad', { ShippingFeeCents: -1 }),
      admin.headers,
    );
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain('ShippingFeeCents cannot be negative');
    const fraction = await api.post(
      '/api/vendors/CreateVendor',
      createVendorBody(`Bad ${run}`, 'bad', { ShippingFeeCents: 12.5 }),
      admin.headers,
    );
    expect(fraction.status).toBe(400);
    const unknownFranchise = await api.post(
      '/api/vendors/CreateVendor',
      createVendorBody(`Bad ${run}`, 'bad', { FranchiseIds: [randomUUID()] }),
      admin.headers,
    );
    expect(unknownFranchise).toEqual(unknown);
    const { owner } = await createVendor('not-admin');
    const byVendor = await api.post(
      '/api/vendors/CreateVendor',
      createVendorBody(`X ${run}`, 'x'),
      owner.headers,
    );
    expect(byVendor.status).toBe(403);
  });
});

describe('GET /api/vendors/ListVendors', () => {
  it('pages through the vendors by name (case folded) with a cursor; a forged cursor is 400', async () => {
    const names = [`zz ${run} beta`, `ZZ ${run} Alpha`, `zz ${run} gamma`];
    for (const [index, name] of names.entries()) await createVendor(`list${index}`, name);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await api.get(
        `/api/vendors/ListVendors?PageSize=50${cursor ? `&Cursor=${encodeURIComponent(cursor)}` : ''}`,
        admin.headers,
      );
      expect(answer.status).toBe(200);
      const page = answer.body as VendorList;
      expect(page.Vendors.length).toBeLessThanOrEqual(50);
      seen.push(...page.Vendors.map((vendor) => vendor.Name));
      cursor = page.NextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    expect(seen.filter((name) => name.includes(run) && name.toLowerCase().startsWith('zz'))).toEqual([
      `ZZ ${run} Alpha`,
      `zz ${run} beta`,
      `zz ${run} gamma`,
    ]);
    const forged = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y', gsi2pk: 'other', gsi2sk: 'z' })).toString(
      'base64url',
    );
    expect((await api.get(`/api/vendors/ListVendors?Cursor=${forged}`, admin.headers)).status).toBe(400);
  });
});

describe('GET /api/vendors/GetVendor/{vendorId}', () => {
  it("answers a vendor user their own vendor; another vendor's id answers exactly as an unknown one", async () => {
    const mine = await createVendor('get-mine');
    const theirs = await createVendor('get-theirs');
    expect(await getVendor(mine.vendor.VendorId, mine.owner.headers)).toEqual({
      status: 200,
      body: { ...mine.vendor, ServedFranchises: [{ FranchiseId: franchiseId, Name: `Vendor Fr ${run}` }] },
    });
    expect(await getVendor(theirs.vendor.VendorId, mine.owner.headers)).toEqual(unknown);
    expect(await getVendor(randomUUID(), mine.owner.headers)).toEqual(unknown);
    expect((await getVendor(theirs.vendor.VendorId, admin.headers)).status).toBe(200);
  });
});

describe('POST /api/vendors/UpdateVendor', () => {
  it('lets the owner change the contact only, conditioned on the version read', async () => {
    const { vendor, owner } = await createVendor('update');
    const changed = await updateVendor(
      {
        VendorId: vendor.VendorId,
        Version: 1,
        Phone: '505-555-0199',
        ContactEmail: `new-${run}@example.com`,
      },
      owner.headers,
    );
    expect(changed).toMatchObject({
      status: 200,
      body: { Phone: '505-555-0199', ContactEmail: `new-${run}@example.com`, Version: 2 },
    });
    // The same edit on the version it read before is stale: 409, and nothing changes.
    expect(
      await updateVendor({ VendorId: vendor.VendorId, Version: 1, Phone: '505-555-0111' }, owner.headers),
    ).toEqual({ status: 409, body: { message: vendorChanged } });
    for (const field of [
      { ShippingFeeCents: 0 },
      { Status: 'suspended' },
      { FranchiseIds: [] },
      { Name: 'Mine' },
    ]) {
      expect(await updateVendor({ VendorId: vendor.VendorId, Version: 2, ...field }, owner.headers)).toEqual({
        status: 403,
        body: { message: vendorOwnerContactOnly },
      });
    }
    const staff = await inviteStaff(owner.headers, 'update');
    expect(
      await updateVendor({ VendorId: vendor.VendorId, Version: 2, Phone: '505-555-0122' }, staff.headers),
    ).toEqual({ status: 403, body: { message: vendorOwnerOnly } });
    expect((await getVendor(vendor.VendorId, owner.headers)).body).toMatchObject({
      Phone: '505-555-0199',
      Version: 2,
    });
  });

  it('lets a super admin change every field; the list follows a new name', async () => {
    const { vendor } = await createVendor('admin-edit');
    const name = `Renamed ${run}`;
    const answer = await updateVendor(
      {
        VendorId: vendor.VendorId,
        Version: 1,
        Name: name,
        FranchiseIds: [franchiseId, otherFranchiseId],
        ShippingFeeCents: 0,
      },
      admin.headers,
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { Name: name, FranchiseIds: [franchiseId, otherFranchiseId], ShippingFeeCents: 0, Version: 2 },
    });
    const { getVendor: stored } = await import('../../src/data/repositories/vendors-repository');
    expect(await stored(vendor.VendorId)).toMatchObject({ name, nameKey: name.toLowerCase() });
    expect(
      await updateVendor(
        { VendorId: vendor.VendorId, Version: 2, FranchiseIds: [randomUUID()] },
        admin.headers,
      ),
    ).toEqual(unknown);
  });
});

describe('vendor staff', () => {
  it('the owner invites staff (email sent), lists them; staff invite nobody; another vendor answers 404', async () => {
    const { vendor, owner } = await createVendor('staff');
    const other = await createVendor('staff-other');
    const staff = await inviteStaff(owner.headers, 'staff');
    expect(staff.user).toMatchObject({ IsOwner: false, Active: true, Email: staff.email });
    expect((await emailsTo(staff.email)).map((email) => email.subject)).toEqual([inviteEmailSubject]);
    expect((await staffOf(staff.headers)).map((user) => user.UserId).sort()).toEqual(
      [owner.userId, staff.user.UserId].sort(),
    );
    const byStaff = await api.post(
      '/api/vendors/InviteVendorUser',
      { FirstName: 'No', LastName: 'One', Email: `no-${run}@example.com` },
      staff.headers,
    );
    expect(byStaff).toEqual({ status: 403, body: { message: vendorOwnerOnly } });
    const intoOther = await api.post(
      '/api/vendors/InviteVendorUser',
      { VendorId: other.vendor.VendorId, FirstName: 'No', LastName: 'One', Email: `no2-${run}@example.com` },
      owner.headers,
    );
    expect(intoOther).toEqual(unknown);
    expect(
      await api.get(`/api/vendors/ListVendorUsers?VendorId=${other.vendor.VendorId}`, owner.headers),
    ).toEqual(unknown);
    // A super admin names the vendor.
    expect((await staffOf(admin.headers, vendor.VendorId)).length).toBe(2);
    expect((await api.get('/api/vendors/ListVendorUsers', admin.headers)).status).toBe(400);
  });

  it("deactivating ends the staff member's session; the owner cannot deactivate themselves; others' users are unknown", async () => {
    const { vendor, owner } = await createVendor('active');
    const other = await createVendor('active-other');
    const staff = await inviteStaff(owner.headers, 'active');
    const session = (headers: Record<string, string>) => api.get('/api/Users/GetSession', headers);
    expect((await session(staff.headers)).status).toBe(200);
    const off = await api.post(
      '/api/vendors/SetVendorUserActive',
      { UserId: staff.user.UserId, Active: false },
      owner.headers,
    );
    expect(off).toMatchObject({ status: 200, body: { UserId: staff.user.UserId, Active: false } });
    expect((await session(staff.headers)).status).toBe(403);
    expect((await staffOf(owner.headers)).find((user) => user.UserId === staff.user.UserId)?.Active).toBe(
      false,
    );
    expect(
      await api.post(
        '/api/vendors/SetVendorUserActive',
        { UserId: owner.userId, Active: false },
        owner.headers,
      ),
    ).toEqual({ status: 403, body: { message: vendorSelfDeactivation } });
    expect(
      await api.post(
        '/api/vendors/SetVendorUserActive',
        { UserId: other.owner.userId, Active: false },
        owner.headers,
      ),
    ).toEqual(unknown);
    const back = await api.post(
      '/api/vendors/SetVendorUserActive',
      { VendorId: vendor.VendorId, UserId: staff.user.UserId, Active: true },
      admin.headers,
    );
    expect(back).toMatchObject({ status: 200, body: { Active: true } });
  });
});

describe('POST /api/vendors/StartVendorPayouts', () => {
  it('creates one account under concurrent calls, links back to the staff page, and GetVendor shows it enabled', async () => {
    const { vendor, owner } = await createVendor('payout');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/api/vendors/StartVendorPayouts', {}, owner.headers)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const { getVendor: stored } = await import('../../src/data/repositories/vendors-repository');
    const accountId = (await stored(vendor.VendorId))?.payoutAccountId;
    expect(accountId).toMatch(/^acct_/);
    for (const answer of answers) {
      expect(new URL((answer.body as { Url: string }).Url).searchParams.get('account')).toBe(accountId);
    }
    const response = await fetch((answers[0]?.body as { Url: string }).Url, { redirect: 'manual' });
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${process.env.WEB_ORIGIN}/shop/vendorusers`);
    // The stand-in approves at once: the read refreshes the status from the provider and stores it.
    expect((await getVendor(vendor.VendorId, owner.headers)).body).toMatchObject({
      Payout: { Status: 'Enabled', ChargesEnabled: true },
    });
    expect(await stored(vendor.VendorId)).toMatchObject({ payoutChargesEnabled: true });
    const staff = await inviteStaff(owner.headers, 'payout');
    expect(await api.post('/api/vendors/StartVendorPayouts', {}, staff.headers)).toEqual({
      status: 403,
      body: { message: vendorOwnerOnly },
    });
  });
});

describe('a suspended vendor', () => {
  it('refuses its users at sign-in and ends their open sessions; reactivated, they sign in again', async () => {
    const { vendor, owner } = await createVendor('suspend');
    const { createPasswordUser } = await import('../../src/platform/user-pool');
    await createPasswordUser(owner.email, owner.email, testPassword);
    const login = () => api.post('/authentication/login', { Username: owner.email, Password: testPassword });
    const signedIn = await login();
    expect(signedIn.status).toBe(200);
    const openSession = signedInHeaders(signedIn.body as string);
    expect(await api.get('/api/Users/GetSession', openSession)).toMatchObject({
      status: 200,
      body: { VendorId: vendor.VendorId, VendorName: vendor.Name, IsVendorOwner: true, IsVendor: true },
    });
    expect(
      (await updateVendor({ VendorId: vendor.VendorId, Version: 1, Status: 'suspended' }, admin.headers))
        .status,
    ).toBe(200);
    expect((await api.get('/api/Users/GetSession', openSession)).status).toBe(403);
    expect(await login()).toEqual({ status: 403, body: { message: vendorSuspendedSignIn } });
    expect(
      (await updateVendor({ VendorId: vendor.VendorId, Version: 2, Status: 'active' }, admin.headers)).status,
    ).toBe(200);
    expect((await login()).status).toBe(200);
  });
});

describe('the franchises a vendor serves, named', () => {
  it("GetVendor names them (the calendar's franchise picker), by name; the list of vendors does not", async () => {
    const { vendor, owner } = await createVendor('served-names');
    const served = await updateVendor(
      { VendorId: vendor.VendorId, Version: 1, FranchiseIds: [otherFranchiseId, franchiseId] },
      admin.headers,
    );
    expect(served.status).toBe(200);
    const named = [
      { FranchiseId: franchiseId, Name: `Vendor Fr ${run}` },
      { FranchiseId: otherFranchiseId, Name: `Vendor Fr2 ${run}` },
    ];
    expect(await getVendor(vendor.VendorId, owner.headers)).toMatchObject({
      status: 200,
      body: { FranchiseIds: [otherFranchiseId, franchiseId], ServedFranchises: named },
    });
    expect(await getVendor(vendor.VendorId, admin.headers)).toMatchObject({
      body: { ServedFranchises: named },
    });
    expect(served.body).not.toHaveProperty('ServedFranchises');
  });
});

describe('GET /api/franchisee/GetFranchiseCalendar for vendor users', () => {
  it('reads the franchises their vendor serves (the first by default), another answering 404', async () => {
    const { vendor, owner } = await createVendor('calendar');
    const calendar = (query: string) =>
      api.get(`/api/franchisee/GetFranchiseCalendar?Month=2031-05${query}`, owner.headers);
    expect(await calendar('')).toMatchObject({ status: 200, body: { FranchiseId: franchiseId, Feed: null } });
    expect(await calendar(`&FranchiseId=${otherFranchiseId}`)).toEqual(unknown);
    expect(await calendar(`&FranchiseId=${randomUUID()}`)).toEqual(unknown);
    const served = await updateVendor(
      { VendorId: vendor.VendorId, Version: 1, FranchiseIds: [otherFranchiseId, franchiseId] },
      admin.headers,
    );
    expect(served.status).toBe(200);
    expect(await calendar(`&FranchiseId=${franchiseId}`)).toMatchObject({ status: 200 });
    expect(await calendar('')).toMatchObject({ status: 200, body: { FranchiseId: otherFranchiseId } });
    const none = await updateVendor(
      { VendorId: vendor.VendorId, Version: 2, FranchiseIds: [] },
      admin.headers,
    );
    expect(none.status).toBe(200);
    expect(await calendar('')).toEqual(unknown);
  });
});

describe('the franchise switch OrganizersMayShop', () => {
  it('is on by default; a franchisee user switches it for their own franchise only, and nothing else', async () => {
    const franchisee = await signedInTestUser('franchisee-user', 'vendor-shop-fr', { franchiseId });
    expect(
      (await api.get(`/api/franchises/GetFranchise/${franchiseId}`, franchisee.headers)).body,
    ).toMatchObject({
      OrganizersMayShop: true,
    });
    const set = (FranchiseIdValue: string, body: Record<string, unknown>) =>
      api.post(
        '/api/franchises/UpdateFranchise',
        { FranchiseId: FranchiseIdValue, ...body },
        franchisee.headers,
      );
    expect(await set(franchiseId, { OrganizersMayShop: false })).toMatchObject({
      status: 200,
      body: { OrganizersMayShop: false },
    });
    const { organizersMayShop } = await import('../../src/domain/franchises/organizers-may-shop');
    const { franchiseStore } = await import('../../src/data/stores/franchises');
    expect(await organizersMayShop({ franchises: franchiseStore }, franchiseId)).toBe(false);
    expect((await set(franchiseId, { DefaultCommissionPercent: 50 })).status).toBe(403);
    expect(await set(otherFranchiseId, { OrganizersMayShop: false })).toEqual(unknown);
    expect(await set(franchiseId, { OrganizersMayShop: true })).toMatchObject({
      status: 200,
      body: { OrganizersMayShop: true },
    });
  });
});

describe('shop orders on the franchise calendar', () => {
  /** An order item as the carts code writes it (only what the calendar reads varies). */
  async function storeOrder(fields: {
    vendorId: string;
    vendorName: string;
    needBy: string;
    status: string;
  }) {
    const { thon } = await import('../../src/data/thon-service');
    const orderId = randomUUID();
    const at = new Date().toISOString();
    await thon()
      .entities.shopOrder.create({
        orderId,
        eventId: `thon-${run}`,
        eventName: `Calendar Run ${run}`,
        organizationId: randomUUID(),
        franchiseId: calendarFranchiseId,
        vendorId: fields.vendorId,
        vendorName: fields.vendorName,
        buyerUserId: randomUUID(),
        buyerName: 'Bea Buyer',
        buyerEmail: 'bea@example.com',
        shipTo: { name: 'Maple', street: '1 Main St', city: 'Tulsa', state: 'OK', zip: '74101' },
        eventDay: '2031-06-15',
        needBy: fields.needBy,
        lines: [],
        timeline: [],
        status: fields.status as 'submitted',
        paymentMethod: 'purchase-order',
        paymentState: 'unpaid',
        subtotalCents: 0,
        shippingCents: 0,
        totalCents: 0,
        platformFeeCents: 0,
        version: 1,
        createdAt: at,
        updatedAt: at,
      } as never)
      .go();
    return orderId;
  }

  let calendarFranchiseId: string;

  it('shows the orders needed by a day of the range: all to the franchise, its own to a vendor, none to a team leader', async () => {
    calendarFranchiseId = await createFranchise(api, admin.headers, `Vendor Cal ${run}`, String(zipBase + 2));
    const mine = await createVendor('cal-orders');
    const theirs = await createVendor('cal-orders-other');
    expect(
      (
        await updateVendor(
          { VendorId: mine.vendor.VendorId, Version: 1, FranchiseIds: [calendarFranchiseId] },
          admin.headers,
        )
      ).status,
    ).toBe(200);
    const ours = (needBy: string, status: string) =>
      storeOrder({ vendorId: mine.vendor.VendorId, vendorName: mine.vendor.Name, needBy, status });
    const first = await ours('2031-05-01', 'submitted');
    const last = await ours('2031-05-31', 'partially-shipped');
    await ours('2031-05-10', 'draft');
    await ours('2031-05-11', 'cancelled');
    await ours('2031-06-01', 'confirmed');
    await ours('2031-04-30', 'confirmed');
    const other = await storeOrder({
      vendorId: theirs.vendor.VendorId,
      vendorName: theirs.vendor.Name,
      needBy: '2031-05-20',
      status: 'confirmed',
    });
    const franchisee = await signedInTestUser('franchisee-user', 'vendor-cal-fr', {
      franchiseId: calendarFranchiseId,
    });
    const leader = await signedInTestUser('franchisee-team-leader', 'vendor-cal-tl', {
      franchiseId: calendarFranchiseId,
    });
    const ordersSeenBy = async (headers: Record<string, string>, franchise = '') => {
      const answer = await api.get(`/api/franchisee/GetFranchiseCalendar?Month=2031-05${franchise}`, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as { ShopOrders: { OrderId: string; NeedBy: string; Status: string }[] })
        .ShopOrders;
    };
    expect(await ordersSeenBy(franchisee.headers)).toEqual([
      expect.objectContaining({ OrderId: first, NeedBy: '2031-05-01', Status: 'submitted' }),
      expect.objectContaining({ OrderId: other, NeedBy: '2031-05-20', VendorName: theirs.vendor.Name }),
      expect.objectContaining({
        OrderId: last,
        NeedBy: '2031-05-31',
        Status: 'partially-shipped',
        ThonName: `Calendar Run ${run}`,
      }),
    ]);
    expect((await ordersSeenBy(mine.owner.headers)).map((order) => order.OrderId)).toEqual([first, last]);
    expect(await ordersSeenBy(leader.headers)).toEqual([]);
    expect(
      (await ordersSeenBy(admin.headers, `&FranchiseId=${calendarFranchiseId}`)).map(
        (order) => order.OrderId,
      ),
    ).toEqual([first, other, last]);
  });
});
