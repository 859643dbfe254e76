// Participant access codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so
// a child can type one from a printed card. Uniqueness is held by the access code claim item.
import { randomInt } from 'node:crypto';

const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const accessCodeLength = 8;

/** Access and event codes (the same alphabet) are typed by hand: case and outer spaces do not matter. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export function generateAccessCode(): string {
  let code = '';
  for (let index = 0; index < accessCodeLength; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}
