// A counting code's state and the check of its secret, pure: the counter's identity, the list and
// the revoke all read a code the same way. Only the secret's SHA-256 is stored; it is compared in
// constant time so the answer's timing says nothing about how much of a guess was right.
import { createHash, timingSafeEqual } from 'node:crypto';

export type CountingCodeStatus = 'active' | 'expired' | 'revoked';

export interface CountingCodeState {
  expiresAt: string;
  revokedAt?: string;
}

/** Revoked wins over expired: the organizer's act is the more telling answer. */
export function countingCodeStatus(code: CountingCodeState, nowMs: number): CountingCodeStatus {
  if (code.revokedAt !== undefined) return 'revoked';
  return Date.parse(code.expiresAt) <= nowMs ? 'expired' : 'active';
}

/** Hex SHA-256 of a code's secret part, as stored. */
export function hashOfSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashOfSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
