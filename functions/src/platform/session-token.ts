// Session tokens: JWTs (RS256) signed by the KMS asymmetric key, so no signing secret ever
// exists outside KMS, and verified with aws-jwt-verify against a JWKS built from GetPublicKey.
import { createPublicKey } from 'node:crypto';
import { GetPublicKeyCommand, SignCommand } from '@aws-sdk/client-kms';
import { JwtVerifier } from 'aws-jwt-verify';
import { JwtBaseError } from 'aws-jwt-verify/error';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { kmsClient } from './clients/kms';
import { setting } from './environment';
import type { SessionSigner, SessionTokenVerifier } from '../domain/auth/ports';

const tokenIssuer = 'thon';
const tokenAudience = 'thon-web';
/** A session lasts a school day plus evening; logout or revocation ends it sooner. */
export const sessionLifetimeSeconds = 12 * 60 * 60;

export interface SessionClaims {
  /** User id. */
  sub: string;
  /** Session id; the session item in the table makes revocation real. */
  sid: string;
  role: string;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export async function signSessionToken(claims: SessionClaims, now: number): Promise<string> {
  const keyId = setting('signingKeyId');
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: keyId }));
  const payload = base64url(
    JSON.stringify({
      ...claims,
      iss: tokenIssuer,
      aud: tokenAudience,
      iat: now,
      exp: now + sessionLifetimeSeconds,
    }),
  );
  const signingInput = `${header}.${payload}`;
  const { Signature } = await kmsClient().send(
    new SignCommand({
      KeyId: keyId,
      Message: Buffer.from(signingInput),
      MessageType: 'RAW',
      SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
    }),
  );
  if (!Signature) throw new Error('KMS returned no signature');
  return `${signingInput}.${base64url(Buffer.from(Signature))}`;
}

type Verifier = ReturnType<typeof JwtVerifier.create<{ issuer: string; audience: string; jwksUri: string }>>;
let verifier: Promise<Verifier> | undefined;

/** Builds the verifier once per container: one GetPublicKey call, then the JWKS is cached. */
async function createVerifier(): Promise<Verifier> {
  const keyId = setting('signingKeyId');
  const { PublicKey } = await kmsClient().send(new GetPublicKeyCommand({ KeyId: keyId }));
  if (!PublicKey) throw new Error('KMS returned no public key');
  const jwk = createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }).export({
    format: 'jwk',
  });
  const created = JwtVerifier.create({
    issuer: tokenIssuer,
    audience: tokenAudience,
    // Never fetched: the JWKS is cached below from KMS directly.
    jwksUri: 'https://thon.invalid/.well-known/jwks.json',
  });
  created.cacheJwks({ keys: [{ ...jwk, kid: keyId, alg: 'RS256', use: 'sig', kty: 'RSA' } as never] });
  return created;
}

/** The token itself is bad (tampered, expired, foreign, malformed): a verdict, not an outage. */
export class InvalidSessionTokenError extends Error {}

/**
 * Verifies signature, issuer, audience and expiry. A bad token throws InvalidSessionTokenError;
 * anything else (KMS throttled or unreachable while building the verifier) is rethrown as is, so
 * the authorizer can tell "refuse" from "cannot decide now".
 */
export async function verifySessionToken(token: string): Promise<SessionClaims & JwtPayload> {
  verifier ??= createVerifier().catch((error: unknown) => {
    verifier = undefined;
    throw error;
  });
  const ready = await verifier;
  let payload: JwtPayload;
  try {
    payload = await ready.verify(token);
  } catch (error) {
    // Every aws-jwt-verify error judges the token (a foreign kid even fails on the JWKS fetch
    // this verifier never makes).
    if (error instanceof JwtBaseError) throw new InvalidSessionTokenError(error.message);
    throw error;
  }
  const { sub, sid, role } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') {
    throw new InvalidSessionTokenError('Token lacks session claims');
  }
  return { ...payload, sub, sid, role };
}

/** The SessionSigner port (domain/auth/ports.ts) on the KMS key. */
export const kmsSessionSigner: SessionSigner = {
  lifetimeSeconds: sessionLifetimeSeconds,
  sign: signSessionToken,
};

/**
 * The SessionTokenVerifier port (domain/auth/ports.ts) on the KMS public key: a bad token is a
 * verdict, anything else (KMS throttled or unreachable) is thrown as is.
 */
export const kmsSessionVerifier: SessionTokenVerifier = {
  verify: async (token) => {
    try {
      const { sub, sid, role } = await verifySessionToken(token);
      return { valid: true, claims: { sub, sid, role } };
    } catch (error) {
      if (!(error instanceof InvalidSessionTokenError)) throw error;
      return { valid: false, reason: error.message };
    }
  },
};
