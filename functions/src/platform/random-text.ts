// The RandomText port (domain/ports/random-text.ts) on node:crypto's randomInt, which draws each
// character uniformly (no modulo bias), so a token's 60 bits and a code's 80 are really random.
import { randomInt } from 'node:crypto';
import type { RandomText } from '../domain/ports/random-text';

export const cryptoRandomText: RandomText = {
  of(alphabet, length) {
    let text = '';
    for (let index = 0; index < length; index += 1) text += alphabet.charAt(randomInt(alphabet.length));
    return text;
  },
};
