// Secrets that travel in a link or URL (password reset tokens, single-sign-on codes): 32 random
// bytes, base64url. Only their SHA-256 hash is stored, so the table never holds a usable secret;
// a hash of 256 random bits needs no salt or slow hashing.
import { createHash, randomBytes } from 'node:crypto';

export function createSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret.trim()).digest('base64url');
}
