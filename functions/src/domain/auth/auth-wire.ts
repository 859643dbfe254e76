// The sign-in values between the table and the API. The table's strings are the data layer's
// (data/stored-values) and never change; the API's may. Each map is a full Record, so the type
// checker makes every stored value name its wire value, and a wire value added to the API cannot
// be stored unmapped.
import type { oauthProviders, ssoTargets } from '@thon/shared/api/schemas/auth';
import type { Role } from '@thon/shared/auth/roles';
import type { StoredLoginProvider, StoredRole, StoredSsoTarget } from '../../data/stored-values/auth';

/** A user's stored role as the session names it. */
export const roleOnTheWire: Readonly<Record<StoredRole, Role>> = {
  participant: 'participant',
  parent: 'parent',
  teacher: 'teacher',
  'team-leader': 'team-leader',
  'franchisee-user': 'franchisee-user',
  'franchisee-team-leader': 'franchisee-team-leader',
  vendor: 'vendor',
  'super-admin': 'super-admin',
  organizer: 'organizer',
  'test-user': 'test-user',
};

/** A role the server grants (an admin's change, a sign-up) as the table holds it. */
export const storedRoleOf: Readonly<Record<Role, StoredRole>> = {
  participant: 'participant',
  parent: 'parent',
  teacher: 'teacher',
  'team-leader': 'team-leader',
  'franchisee-user': 'franchisee-user',
  'franchisee-team-leader': 'franchisee-team-leader',
  vendor: 'vendor',
  'super-admin': 'super-admin',
  organizer: 'organizer',
  'test-user': 'test-user',
};

export type LoginProvider = (typeof oauthProviders)[number];

/** The provider a social sign-in names, as the table keys its linked account. */
export const storedLoginProviderOf: Readonly<Record<LoginProvider, StoredLoginProvider>> = {
  Facebook: 'Facebook',
};

export type SsoTarget = (typeof ssoTargets)[number];

/** The site a single-sign-on code is asked for, as the table keeps it (never read back out). */
export const storedSsoTargetOf: Readonly<Record<SsoTarget, StoredSsoTarget>> = {
  admin: 'admin',
  main: 'main',
};
