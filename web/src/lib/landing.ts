// Where sign-in and sign-out lead (spec section 2).
export const landing = {
  afterLogin: '/Home/MyAccount?action=LoginPage',
  afterAccessCode: '/Home/MyAccount?action=AccessCode',
  afterSingleSignOn: '/Home/MyAccount',
  afterLogout: '/home',
  login: '/login',
  /** POST here (a route action) to log out. */
  logout: '/logout',
} as const;

/** The login page, asked to come back to `returnTo` (an app path) afterwards. */
export function loginPathFor(returnTo: string): string {
  return `${landing.login}?redirect=${encodeURIComponent(returnTo)}`;
}
