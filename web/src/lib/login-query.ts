// The login page's query parameters (spec section 2): `redirect`, `action=logout`, and
// `action=accesscode` with `code` (a base64 access code from a QR code).
import { landing } from './landing';
import { safeRedirectPath } from './safe-redirect';

export type LoginCommand = { kind: 'logout' } | { kind: 'access-code'; code: string };

function isLoginPage(url: URL): boolean {
  return url.pathname.replace(/\/+$/, '').toLowerCase() === landing.login;
}

/** The command a /login address carries, if any. */
export function readLoginCommand(url: URL): LoginCommand | undefined {
  if (!isLoginPage(url)) return undefined;
  const action = url.searchParams.get('action')?.trim().toLowerCase();
  if (action === 'logout') return { kind: 'logout' };
  if (action === 'accesscode') return { kind: 'access-code', code: url.searchParams.get('code') ?? '' };
  return undefined;
}

/** The safe same-site path a /login address asks to return to, if any. */
export function readLoginRedirect(url: URL): string | undefined {
  return isLoginPage(url) ? safeRedirectPath(url.searchParams.get('redirect')) : undefined;
}

/**
 * Pages that carry their own one-time credential (a single-sign-on code, a reset token): they
 * work whoever is signed in, so confinement does not send a vendor or parent away from them.
 */
const credentialPages = ['/sso', '/reset-password'];

export function isCredentialPage(pathname: string): boolean {
  return credentialPages.includes(pathname.replace(/\/+$/, '').toLowerCase());
}
