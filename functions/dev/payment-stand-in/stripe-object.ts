// What every stand-in object is, and how its ids and times are made (Stripe's shapes: a prefixed
// random id, seconds since the epoch).
import { randomBytes } from 'node:crypto';

export type StripeObject = Record<string, unknown> & { id: string };

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);
