// The login page's query parameters (spec section 2): `redirect`, `action=logout`, and
// `action=accesscode` with `code` (a base64 access code from a QR code). The code is a
// credential, so it travels in the fragment (`/login?action=accesscode#code=…`), which browsers
// never send to a server; a code in the query string is not taken.
import { landing } from '@/lib/landing';
import { safeRedirectPath } from '@/lib/safe-redirect';

export type LoginCommand = { kind: 'logout' } | { kind: 'access-code' };

function isLoginPage(url: URL): boolean {
  return url.pathname.replace(/\/+$/, '').toLowerCase() === landing.login;
}

/** The command a /login address carries, if any. */
export function readLoginCommand(url: URL): LoginCommand | undefined {
  if (!isLoginPage(url)) return undefined;
  const action = url.searchParams.get('action')?.trim().toLowerCase();
  if (action === 'logout') return { kind: 'logout' };
  if (action === 'accesscode') return { kind: 'access-code' };
  return undefined;
}

/** The QR login's base64 access code, from a `#code=…` fragment ('' when there is none). */
export function readQrCode(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('code') ?? '';
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
