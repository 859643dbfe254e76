// The cookie fallback for browsers without usable local storage (spec section 9: expires after
// 30 days, path '/'). Values are URI-encoded. SameSite=Strict because no cross-site request
// needs them (the API reads the Authorization header, never this cookie).
import { cookieFallback } from '@thon/shared/catalog/timing';

const secondsPerDay = 86_400;

function attributes(maxAgeSeconds: number): string {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Expires=${expires}; Path=${cookieFallback.path}; SameSite=Strict${secure}`;
}

export function readCookie(name: string): string | undefined {
  try {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(prefix));
    return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/** Returns false when the browser did not keep the cookie (cookies disabled or blocked). */
export function writeCookie(name: string, value: string): boolean {
  try {
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes(cookieFallback.expiryDays * secondsPerDay)}`;
    return readCookie(name) === value;
  } catch {
    return false;
  }
}

export function deleteCookie(name: string): void {
  try {
    document.cookie = `${encodeURIComponent(name)}=${attributes(0)}`;
  } catch {
    // No cookies, nothing to delete.
  }
}
