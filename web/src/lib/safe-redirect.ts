// The login page's `redirect` parameter names where to go after sign-in. Only a path on this
// site is accepted: it must start with exactly one '/', and nothing a browser would read as
// another host ('//host', '/\host', schemes, control characters that URL parsing strips).
// Sign-in pages themselves are refused so a link cannot chain a logout or a second sign-in.
const base = 'https://thon.invalid';
const maxLength = 2048;
const signInPaths = ['/login', '/sso', '/logout', '/reset-password'];

/** Backslashes count as slashes in browsers; tabs and newlines are silently removed by URL parsing. */
function hasMisleadingCharacter(raw: string): boolean {
  return [...raw].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

export function safeRedirectPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > maxLength) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//')) return undefined;
  if (hasMisleadingCharacter(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  const path = url.pathname.toLowerCase().replace(/\/+$/, '');
  if (signInPaths.includes(path)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
