// The shop's frame: every /shop page sits under the shop's navigation, whose sections follow the
// viewer's role (a vendor's catalogue and orders, the owner's staff page; a buyer's cart builder;
// the franchise roles' calendar), the current page marked; axe at 360 px.
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import type { Session } from '@thon/shared/api/schemas/session';
import { shopSectionsFor } from '../components/shop-sections';

const labels = (viewer: Parameters<typeof shopSectionsFor>[0]) =>
  shopSectionsFor(viewer).map((section) => section.label);

async function shopNav(session: Session, path = '/shop') {
  signInAs(session);
  renderApp(path);
  return within(await screen.findByRole('navigation', { name: 'Shop' }));
}

describe("the shop's sections by role", () => {
  it("gives a vendor's owner their staff page, and other vendor users not", () => {
    expect(labels({ Role: 'vendor', IsVendorOwner: true })).toEqual([
      'Shop',
      'Manage products',
      'Orders',
      'Reports',
      'Vendor users',
      'Calendar',
    ]);
    expect(labels({ Role: 'vendor', IsVendorOwner: false })).toEqual([
      'Shop',
      'Manage products',
      'Orders',
      'Reports',
      'Calendar',
    ]);
  });

  it('gives buyers the cart builder, and the franchise calendar to franchise roles only', () => {
    expect(labels({ Role: 'franchisee-user' })).toEqual([
      'Shop',
      'Cart builder',
      'Orders',
      'Reports',
      'Calendar',
    ]);
    expect(labels({ Role: 'organizer' })).toEqual(['Shop', 'Cart builder', 'Orders', 'Reports']);
    expect(labels({ Role: 'super-admin' })).toEqual(['Shop', 'Cart builder', 'Orders', 'Reports']);
  });

  it('lets anyone else signed in browse only', () => {
    expect(labels({ Role: 'teacher' })).toEqual(['Shop']);
  });

  it('gives a franchisee team leader the reports (the prize calculator) and the calendar', () => {
    expect(labels({ Role: 'franchisee-team-leader' })).toEqual(['Shop', 'Reports', 'Calendar']);
  });

  it('links only to the spec’s shop paths', () => {
    const paths = shopSectionsFor({ Role: 'vendor', IsVendorOwner: true }).map((section) => section.path);
    expect(paths).toEqual([
      '/shop',
      '/shop/manage',
      '/shop/orders',
      '/shop/reports',
      '/shop/vendorusers',
      '/shop/franchiseecalander',
    ]);
  });
});

describe('the shop frame', () => {
  it('puts the navigation above /shop, the Shop link current there', async () => {
    const nav = await shopNav(testSessions.vendor);
    expect(nav.getByRole('link', { name: 'Manage products' })).toHaveAttribute('href', '/shop/manage');
    expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  });

  it("links a vendor's owner, from their session, to their staff page", async () => {
    const nav = await shopNav(makeSession('vendor', { VendorId: 'vendor-ribbons', IsVendorOwner: true }));
    expect(nav.getByRole('link', { name: 'Vendor users' })).toHaveAttribute('href', '/shop/vendorusers');
  });

  it('keeps it above the franchise calendar, where the Calendar link is current and Shop is not', async () => {
    const nav = await shopNav(
      makeSession('franchisee-user', { FranchiseId: 'fr-north-texas' }),
      '/shop/franchiseecalander',
    );
    expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Cart builder' })).toHaveAttribute('href', '/shop/cartbuilder');
  });

  it('leaves an unknown /shop path Not Found', async () => {
    signInAs(makeSession('organizer'));
    renderApp('/shop/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });

  it('is clean under axe at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    await shopNav(makeSession('franchisee-user', { FranchiseId: 'fr-north-texas' }));
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
  });
});
