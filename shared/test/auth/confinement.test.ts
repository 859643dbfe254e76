import { describe, expect, it } from 'vitest';
import {
  confinedRedirect,
  confinementFor,
  parentAllowedPaths,
  vendorAllowedPaths,
  type ConfinementSubject,
  type Place,
} from '@thon/shared/auth/confinement';
import { roles, type Role } from '@thon/shared/auth/roles';

const subject = (Role: Role, flags: Partial<ConfinementSubject> = {}): ConfinementSubject => ({
  Role,
  IsVendor: Role === 'vendor',
  IsParent: Role === 'parent',
  ...flags,
});
const vendor = subject('vendor');
const parent = subject('parent');

/** '/shop#Race%20Equipment?x' style strings split as a browser location would be. */
function place(address: string): Place {
  const url = new URL(address, 'https://thon.example');
  return { pathname: url.pathname, hash: url.hash };
}

describe('the allow-lists are exactly those of spec section 2', () => {
  it('vendor', () => {
    expect(vendorAllowedPaths).toEqual([
      '/shop',
      '/shop#all',
      '/shop#Prizes',
      '/shop#Marketing',
      '/shop#Race Equipment',
      '/shop#Anython - Color Games',
      '/shop#ALC',
      '/shop/cartbuilder',
      '/shop/manage',
      '/shop/vendorusers',
      '/shop/orders',
      '/shop/orderdetail',
      '/shop/reports',
      '/shop/reports/productstatus',
      '/shop/reports/schoolitem',
      '/shop/reports/calculator',
      '/shop/franchiseecalander',
    ]);
  });

  it('parent', () => {
    expect(parentAllowedPaths).toEqual(['/parent/dashboard', '/parent/addparticipant', '/parent/mypledges']);
  });
});

describe('who is confined', () => {
  const cases: [string, ConfinementSubject, 'vendor' | 'parent' | undefined][] = [
    ...roles
      .filter((role) => role !== 'vendor' && role !== 'parent')
      .map((role): [string, ConfinementSubject, undefined] => [role, subject(role), undefined]),
    ['vendor role', vendor, 'vendor'],
    ['vendor flag on another role', subject('franchisee-user', { IsVendor: true }), 'vendor'],
    ['parent role', parent, 'parent'],
    ['parent flag on a teacher', subject('teacher', { IsParent: true }), 'parent'],
    ['parent flag on a participant role', subject('participant', { IsParent: true }), undefined],
    ['vendor who is also a parent', subject('vendor', { IsParent: true }), 'vendor'],
  ];
  it.each(cases)('%s', (_name, who, expected) => {
    expect(confinementFor(who)?.kind).toBe(expected);
  });
});

describe('vendor confinement', () => {
  const allowed = [
    ...vendorAllowedPaths,
    '/shop#Race%20Equipment',
    '/shop#Anython%20-%20Color%20Games',
    '/shop#',
    '/shop/',
    '/SHOP/Orders',
    '/shop/orderdetail?orderId=42',
    '/shop/reports/calculator/',
    '/shop/orders#main',
    // The contact page, linked from every page's footer.
    '/contact',
  ];
  it.each(allowed)('may visit %s', (address) => {
    expect(confinedRedirect(vendor, place(address))).toBeUndefined();
  });

  const refused = [
    '/',
    '/home',
    '/login',
    '/Home/MyAccount',
    '/parent/dashboard',
    '/shop#prizes',
    '/shop#Toys',
    '/shop#main',
    '/shop#%E0%A4%A',
    '/shop/cart',
    '/shop/orders/42',
    '/shopping',
    '/shop/reports/other',
    '/event/LINCOLN26',
  ];
  it.each(refused)('is sent from %s to /shop', (address) => {
    expect(confinedRedirect(vendor, place(address))).toBe('/shop');
  });
});

describe('parent confinement', () => {
  const allowed = [
    ...parentAllowedPaths,
    '/parent/dashboard/',
    '/Parent/MyPledges',
    '/parent/addparticipant?step=2',
    '/parent/dashboard#main',
    // A child's Share page; the API decides whether this parent may share for them.
    '/share/3f2a9c1e-0000-4000-8000-000000000001',
    '/Share/abc/',
    '/Contact/',
  ];
  it.each(allowed)('may visit %s', (address) => {
    expect(confinedRedirect(parent, place(address))).toBeUndefined();
  });

  const refused = [
    '/',
    '/home',
    '/shop',
    '/Home/MyAccount',
    '/parent',
    '/parent/settings',
    '/login',
    '/share',
    '/share/a/b',
  ];
  it.each(refused)('is sent from %s to /parent/dashboard', (address) => {
    expect(confinedRedirect(parent, place(address))).toBe('/parent/dashboard');
  });
});

describe('everyone else', () => {
  it.each(['/shop/manage', '/parent/dashboard', '/Home/MyAccount', '/shop#Toys'])(
    'may visit %s',
    (address) => {
      expect(confinedRedirect(subject('super-admin'), place(address))).toBeUndefined();
      expect(confinedRedirect(subject('participant', { IsParent: true }), place(address))).toBeUndefined();
    },
  );
});
