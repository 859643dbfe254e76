// The contact form's captcha: ALTCHA proof of work, self-hosted (altcha-lib 2, the
// `altcha` widget 3's PoW v2). No third party, no tracking. Challenges are signed with HMAC keys
// derived from the id key (Secrets Manager, 'id-key' grant), so there is no extra secret to keep:
// one derivation per purpose, so a captcha signature is never an id-key HMAC of something else.
//
// Work: PBKDF2/SHA-256 with 1,000 iterations per try, deterministic mode with the answer's counter
// drawn from 200 to 600. A phone's WebCrypto derives one such key in ~1 ms and the widget solves
// with a few workers, so ~0.2-0.6 s on a phone (a desktop far less): a nuisance for one person,
// a cost for a bot sending thousands. The key signature makes verification one HMAC on our side.
import { createHash, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as z from 'zod';
import { captchaChallengeSchema } from '@thon/shared/api/schemas/support';
import { keyedHash } from './id-key';

const algorithm = 'PBKDF2/SHA-256';
const cost = 1000;
const counterRange = { min: 200, max: 600 } as const;
/** Seconds a challenge may be solved and used in. */
export const captchaValiditySeconds = 10 * 60;

async function secrets(): Promise<{ hmacSignatureSecret: string; hmacKeySignatureSecret: string }> {
  const [hmacSignatureSecret, hmacKeySignatureSecret] = await Promise.all([
    keyedHash(['altcha challenge signature']),
    keyedHash(['altcha key signature']),
  ]);
  return { hmacSignatureSecret, hmacKeySignatureSecret };
}

/** A fresh challenge, valid for 10 minutes. */
export async function newCaptchaChallenge(now: Date = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm,
    cost,
    counter: randomInt(counterRange.min, counterRange.max + 1),
    deriveKey,
    expiresAt: new Date(now.getTime() + captchaValiditySeconds * 1000),
    ...(await secrets()),
  });
}

// What the widget submits: base64 of {challenge: {parameters, signature}, solution}. The challenge
// is the one GetCaptchaChallenge served; its parameters are kept loose here, since the signature
// covers them as sent and a field added by a newer widget must reach the check, not be stripped.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject(captchaChallengeSchema.shape.parameters.shape),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

export type CaptchaCheck =
  | {
      valid: true;
      /** SHA-256 of the challenge's signature: one solution, one use. */ solutionHash: string;
      expiresAt: number;
    }
  | { valid: false; reason: 'malformed' | 'expired' | 'forged' | 'wrong-answer' };

/** Checks a submitted solution: signed by us, not expired, and solving its challenge. */
export async function checkCaptcha(submitted: string): Promise<CaptchaCheck> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(submitted, 'base64').toString('utf8'));
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  const payload = payloadSchema.safeParse(decoded);
  if (!payload.success) return { valid: false, reason: 'malformed' };
  const { challenge, solution } = payload.data;
  // Only our own kind of challenge: the parameters are signed, but a challenge we never issue
  // (another algorithm or a cost of 1) must not pass even with a valid signature.
  if (challenge.parameters.algorithm !== algorithm || challenge.parameters.cost !== cost)
    return { valid: false, reason: 'forged' };
  const expiresAt = challenge.parameters.expiresAt;
  if (expiresAt === undefined) return { valid: false, reason: 'forged' };
  const result = await verifySolution({
    challenge: challenge as Challenge,
    solution: solution as Solution,
    deriveKey,
    ...(await secrets()),
  });
  if (result.verified) {
    return {
      valid: true,
      solutionHash: createHash('sha256').update(challenge.signature).digest('hex'),
      expiresAt,
    };
  }
  if (result.expired) return { valid: false, reason: 'expired' };
  if (result.invalidSignature) return { valid: false, reason: 'forged' };
  return { valid: false, reason: 'wrong-answer' };
}

/** The captcha (domain/support/ports.ts Captcha): ALTCHA challenges signed under our key. */
export const altchaCaptcha = { checkCaptcha };
