// The admin console's sections, in the order the navigation and the console's start page show
// them. A section without a path (or whose page is not for the viewer's role) is named and says it
// is coming, but never links anywhere: a link to a page that cannot open would be a dead end.
import type { Role } from '@thon/shared/auth/roles';

export interface AdminSection {
  label: string;
  /** What the section is for, on the console's start page. */
  summary: string;
  path?: string;
  /** The roles the page is open to; every console role when absent. */
  roles?: readonly Role[];
}

/** The section's page for this role, if it has one yet. */
export const pathFor = (section: AdminSection, role: Role): string | undefined =>
  !section.roles || section.roles.includes(role) ? section.path : undefined;

export const adminSections: readonly AdminSection[] = [
  {
    label: 'Users',
    summary: 'Find, invite, deactivate and reactivate users; change roles and franchises.',
    path: '/admin/users',
  },
  {
    label: 'Franchises',
    summary: 'Franchises, their territories and commissions; suspend and reactivate.',
    path: '/admin/franchises',
    // A franchisee user opens only their own franchise, and the session does not name it yet.
    roles: ['super-admin'],
  },
  {
    label: 'Organizations',
    summary: 'Schools, teams and clubs, their franchise and payout status.',
    path: '/admin/organizations',
  },
  {
    label: 'Thons',
    summary: 'Every Thon you may see, by status, franchise, organization and dates.',
    path: '/admin/thons',
  },
  {
    label: 'Reference lists',
    summary: 'The lists the forms offer: grades, shirt sizes, states and more.',
    path: '/admin/lists',
    roles: ['super-admin'],
  },
  {
    label: 'Reconciliation',
    summary:
      'Pledged, charged, refunded, commission, net and payouts, per Thon, organization, franchise and month.',
    path: '/admin/reconciliation',
  },
  {
    label: 'Vendors',
    summary: 'The shop’s vendors: their franchises, shipping fee, status, users and payouts.',
    path: '/admin/vendors',
    roles: ['super-admin'],
  },
  { label: 'Audit log', summary: 'Who changed what, when, before and after.', path: '/admin/audit' },
  {
    label: 'Calendar',
    summary: "The franchise's Thons on a month calendar and as a list, and a feed for your phone's calendar.",
    path: '/shop/franchiseecalander',
    // A super admin opens a franchise's calendar from its franchise page (?franchise=).
    roles: ['franchisee-user'],
  },
];

export const comingSoon = 'Coming soon';
