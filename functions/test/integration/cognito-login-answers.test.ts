// Every Cognito answer to a password sign-in maps to a defined answer: a challenge (a temporary
// password's NEW_PASSWORD_REQUIRED) is no sign-in, credential refusals are the spec's
// 'Authentication Failed', throttling is a 429 and anything else a 503, never a 500.
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { signInServiceBusy } from '@thon/shared/catalog/messages';
import { cognitoClient } from '../../src/platform/clients/cognito';
import { apiClient, newClientAddress } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const injected = { step: 'initialize', name: 'injectedCognitoError' } as const;

/** Makes every Cognito call in this worker fail with `name`, as the service would. */
function cognitoAnswers(name: string): void {
  cognitoClient().middlewareStack.remove(injected.name);
  cognitoClient().middlewareStack.add(
    () => (): never => {
      throw Object.assign(new Error(`${name} (injected)`), { name, $fault: 'client' });
    },
    injected,
  );
}

afterEach(() => {
  cognitoClient().middlewareStack.remove(injected.name);
});

describe('a Cognito challenge', () => {
  it("answers 'Authentication Failed' to a user whose password is still temporary (NEW_PASSWORD_REQUIRED)", async () => {
    const user = await createTestUser({ withPassword: false, label: 'temporary' });
    await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: process.env.USER_POOL_ID,
        Username: user.username,
        TemporaryPassword: user.password,
        MessageAction: 'SUPPRESS',
      }),
    );
    const answer = await apiClient(apiUrl).post('/authentication/login', {
      Username: user.username,
      Password: user.password,
    });
    expect(answer).toEqual({ status: 200, body: loginFailures.authenticationFailed });
  });
});

describe('Cognito errors', () => {
  it.each([
    'NotAuthorizedException',
    'UserNotFoundException',
    'PasswordResetRequiredException',
    'UserNotConfirmedException',
  ])("%s is 'Authentication Failed'", async (name) => {
    const { checkPassword } = await import('../../src/domain/auth/password-login');
    const { passwordLoginDeps } = await import('../../src/composition/auth');
    const user = await createTestUser({ withPassword: false, label: 'cognito' });
    cognitoAnswers(name);
    expect(await checkPassword(passwordLoginDeps, user.username, 'Any#Pass2026', newClientAddress())).toEqual(
      {
        outcome: loginFailures.authenticationFailed,
      },
    );
  });

  it.each(['TooManyRequestsException', 'TooManyFailedAttemptsException', 'LimitExceededException'])(
    '%s is a 429 saying sign-in is busy',
    async (name) => {
      const { checkPassword } = await import('../../src/domain/auth/password-login');
      const { passwordLoginDeps } = await import('../../src/composition/auth');
      const user = await createTestUser({ withPassword: false, label: 'cognito' });
      cognitoAnswers(name);
      await expect(
        checkPassword(passwordLoginDeps, user.username, 'Any#Pass2026', newClientAddress()),
      ).rejects.toMatchObject({
        name: 'TooManyAttempts',
        message: signInServiceBusy,
      });
    },
  );

  it.each(['InternalErrorException', 'ResourceNotFoundException', 'InvalidParameterException'])(
    '%s is a 503 saying sign-in is busy',
    async (name) => {
      const { checkPassword } = await import('../../src/domain/auth/password-login');
      const { passwordLoginDeps } = await import('../../src/composition/auth');
      const user = await createTestUser({ withPassword: false, label: 'cognito' });
      cognitoAnswers(name);
      await expect(
        checkPassword(passwordLoginDeps, user.username, 'Any#Pass2026', newClientAddress()),
      ).rejects.toMatchObject({
        name: 'ServiceUnavailable',
        message: signInServiceBusy,
      });
    },
  );
});
