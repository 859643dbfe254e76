// What a bib's QR code carries: `THONLAP-` and the runner's lap token. The token is random, per
// participant and revocable (docs/event-day.md): never the access code nor the participant id, so a
// photo of a bib lets no one sign in or read the child's pages. Uppercase base32 keeps the whole
// payload in QR's alphanumeric set: a version 1 code (21x21 modules), the biggest modules a bib can
// print, which a phone reads from the furthest away.

/** RFC 4648 base32: letters and the digits 2-7 (no 0/O or 1/I to misread when typed from a bib). */
export const lapTokenAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 12 characters: 60 random bits. */
export const lapTokenLength = 12;
export const lapPayloadPrefix = 'THONLAP-';

export const lapTokenPattern = new RegExp(`^[${lapTokenAlphabet}]{${lapTokenLength}}$`);

/** The QR payload of a token. */
export function lapPayload(token: string): string {
  return `${lapPayloadPrefix}${token}`;
}

/**
 * The token a scan read, or undefined when it is not a bib. Keyboard scanners type what they read
 * followed by Enter, sometimes with caps lock on or spaces around it: both are forgiven. A bare
 * token (typed from the bib's text) is accepted too.
 */
export function tokenOfScan(scanned: string): string | undefined {
  const text = scanned.trim().toUpperCase();
  const token = text.startsWith(lapPayloadPrefix) ? text.slice(lapPayloadPrefix.length) : text;
  return lapTokenPattern.test(token) ? token : undefined;
}
