// The shop's sub-navigation, by role: a vendor works on their catalogue, incoming orders, reports,
// staff (the owner only) and the calendars of the franchises they serve; a buyer (the roles that
// may manage a Thon: docs/shop.md, Who) shops, builds carts for a Thon and follows their orders;
// franchise roles also reach their franchise calendar; a franchisee team leader plans prizes with
// the reports' prize calculator (docs/prizes.md); anyone else signed in only browses.
// Every path here is one of the spec's shop paths, so a confined vendor is never linked out of them.
import type { Role } from '@thon/shared/auth/roles';

export interface ShopSection {
  label: string;
  path: string;
}

/** What the navigation needs of the session (only a vendor's owner is named IsVendorOwner). */
export interface ShopViewer {
  Role: Role;
  IsVendorOwner?: boolean;
}

const shop: ShopSection = { label: 'Shop', path: '/shop' };
const manage: ShopSection = { label: 'Manage products', path: '/shop/manage' };
const cartBuilder: ShopSection = { label: 'Cart builder', path: '/shop/cartbuilder' };
const orders: ShopSection = { label: 'Orders', path: '/shop/orders' };
const reports: ShopSection = { label: 'Reports', path: '/shop/reports' };
const vendorUsers: ShopSection = { label: 'Vendor users', path: '/shop/vendorusers' };
const calendar: ShopSection = { label: 'Calendar', path: '/shop/franchiseecalander' };

const buyerRoles: readonly Role[] = ['super-admin', 'organizer', 'franchisee-user'];

// A super admin opens a franchise's calendar from its console page (?franchise=), so the buyers'
// Calendar is for the franchise roles, whose session names their franchise.
const franchiseRoles: readonly Role[] = ['franchisee-user', 'franchisee-team-leader'];

export function shopSectionsFor(viewer: ShopViewer): ShopSection[] {
  if (viewer.Role === 'vendor') {
    return [shop, manage, orders, reports, ...(viewer.IsVendorOwner === true ? [vendorUsers] : []), calendar];
  }
  return [
    shop,
    ...(buyerRoles.includes(viewer.Role) ? [cartBuilder, orders, reports] : []),
    ...(viewer.Role === 'franchisee-team-leader' ? [reports] : []),
    ...(franchiseRoles.includes(viewer.Role) ? [calendar] : []),
  ];
}
