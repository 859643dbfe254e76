// Reads the user id out of a session token the API issued. The token is a JWT whose `sub` claim
// is the user id; the browser only reads it (to send X-User-Id), the API verifies it.
const tokenShape = /^[\w-]+\.([\w-]+)\.[\w-]+$/;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The user id a session token names, or undefined when the text is not a session token. */
export function userIdFromToken(text: string): string | undefined {
  const payload = tokenShape.exec(text)?.[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { sub } = claims as { sub?: unknown };
    return typeof sub === 'string' && sub !== '' ? sub : undefined;
  } catch {
    return undefined;
  }
}
