// The sign-in values as the table holds them: the data layer's own lists, so the API's names may
// change (the domain maps between them) while users, links and codes already written still read.

/** The role a user holds (exactly one). */
export const storedRoles = [
  'participant',
  'parent',
  'teacher',
  'team-leader',
  'franchisee-user',
  'franchisee-team-leader',
  'vendor',
  'super-admin',
  'organizer',
  'test-user',
] as const;
export type StoredRole = (typeof storedRoles)[number];

/** The social sign-in provider of a linked account. */
export const storedLoginProviders = ['Facebook'] as const;
export type StoredLoginProvider = (typeof storedLoginProviders)[number];

/** The site a single-sign-on code was issued for. */
export const storedSsoTargets = ['admin', 'main'] as const;
export type StoredSsoTarget = (typeof storedSsoTargets)[number];
