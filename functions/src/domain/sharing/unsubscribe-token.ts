// The token in an invitation's unsubscribe link: the address and an HMAC of it under the id key,
// so only we can make one and it names exactly one address. It can do one thing (stop mail to
// that address), so it may ride in the List-Unsubscribe URL that RFC 8058 mail clients POST to.
import { timingSafeEqual } from 'node:crypto';
import type { IdKey } from '../ports/id-key';

const purpose = 'unsubscribe';

export async function unsubscribeToken(idKey: IdKey, email: string): Promise<string> {
  return `${Buffer.from(email).toString('base64url')}.${await idKey.keyedHash([purpose, email])}`;
}

/** The address the token names, or undefined when it is not one of ours. */
export async function emailOfToken(idKey: IdKey, token: string): Promise<string | undefined> {
  const [encoded = '', mac = ''] = token.split('.');
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!email.includes('@') || email.includes('\n')) return undefined;
  const expected = Buffer.from(await idKey.keyedHash([purpose, email]));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : undefined;
}
