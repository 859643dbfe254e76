// Password credentials live only in Cognito; these are the admin calls the API makes.
import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { signInServiceBusy } from '@thon/shared/catalog/messages';
import { cognitoClient } from './clients/cognito';
import { setting } from './environment';
import { ServiceUnavailable, TooManyAttempts } from '../domain/errors';
import type { UserPool } from '../domain/ports/user-pool';
import { logger } from './logger';

/** Creates a confirmed user with a permanent password and no invitation email. */
export async function createPasswordUser(username: string, email: string, password: string): Promise<void> {
  const UserPoolId = setting('userPoolId');
  await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: username,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: username, Password: password, Permanent: true }),
  );
}

/** Cognito errors that judge the credential: the caller gets the spec's failed-login answer. */
const refusals = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);
/** Cognito saying "not now": a 429 the web shows and retries, never a 500. */
const throttles = new Set([
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
  'LimitExceededException',
]);

/**
 * True only when Cognito signs the user in outright (ADMIN_USER_PASSWORD_AUTH from the Lambda; no
 * SRP). Any challenge (NEW_PASSWORD_REQUIRED for a temporary password, MFA…) is not a sign-in.
 * Credential refusals answer false; throttling answers 429 and any other Cognito failure 503,
 * both with signInServiceBusy.
 */
export async function verifyPassword(username: string, password: string): Promise<boolean> {
  try {
    const result = await cognitoClient().send(
      new AdminInitiateAuthCommand({
        UserPoolId: setting('userPoolId'),
        ClientId: setting('userPoolClientId'),
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    return !result.ChallengeName && Boolean(result.AuthenticationResult?.AccessToken);
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    if (refusals.has(name)) return false;
    if (throttles.has(name)) throw new TooManyAttempts(signInServiceBusy);
    logger.error('Cognito sign-in failed', { name, message: (error as Error).message });
    throw new ServiceUnavailable(signInServiceBusy);
  }
}

/** Sets a new permanent password (password reset); Cognito enforces the pool's policy. */
async function setPassword(username: string, password: string): Promise<void> {
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: setting('userPoolId'),
      Username: username,
      Password: password,
      Permanent: true,
    }),
  );
}

/**
 * Sets a new permanent password for the password reset. A user who signed up with a social account
 * has no Cognito user yet; it is created here. 'weak' when the pool's password policy refuses it.
 */
export async function replacePassword(
  username: string,
  email: string,
  password: string,
): Promise<'ok' | 'weak'> {
  try {
    await setPassword(username, password);
    return 'ok';
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'InvalidPasswordException') return 'weak';
    if (name !== 'UserNotFoundException') throw error;
  }
  try {
    await createPasswordUser(username, email, password);
    return 'ok';
  } catch (error) {
    if ((error as { name?: string }).name === 'InvalidPasswordException') return 'weak';
    throw error;
  }
}

/** The UserPool port (domain/ports/user-pool.ts) on Cognito. */
export const cognitoUserPool: UserPool = { createPasswordUser, verifyPassword, replacePassword };

/** Only the password check: sign-in bundles no command that creates users or sets passwords. */
export const cognitoPasswordCheck: Pick<UserPool, 'verifyPassword'> = { verifyPassword };

/** Only setting a password (the reset): no sign-in command rides along. */
export const cognitoPasswordReplacement: Pick<UserPool, 'replacePassword'> = { replacePassword };
