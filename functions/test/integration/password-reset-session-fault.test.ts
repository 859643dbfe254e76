// A reset whose sessions cannot be ended: the domain's resetPassword, with its real wiring, runs in
// this worker against the emulator, with an SDK middleware failing every DeleteItem of a session
// item, as a throttled or unreachable table would. The reset must report the failure (503), keep the
// link usable, and a retry with the same link must end the old sessions.
import { afterEach, describe, expect, it } from 'vitest';
import { dynamoDbClient } from '../../src/platform/clients/dynamodb';
import { apiClient, signedInHeaders } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const middlewareName = 'failSessionDeletes';

function failSessionDeletes() {
  dynamoDbClient().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: { pk?: unknown } };
      if (context.commandName === 'DeleteItemCommand' && String(input.Key?.pk).includes('session')) {
        throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
      }
      return next(args);
    },
    { step: 'initialize', name: middlewareName },
  );
}

afterEach(() => {
  dynamoDbClient().middlewareStack.remove(middlewareName);
});

describe('ResetPassword when ending the sessions fails', () => {
  it('answers 503, keeps the link, and a retry with it ends the old sessions', async () => {
    const { resetPassword } = await import('../../src/domain/users/password-reset');
    const { resetPasswordDeps } = await import('../../src/composition/password-resets');
    const { sessionsNotEnded } = await import('@thon/shared/catalog/messages');
    const user = await createTestUser({ label: 'reset-fault' });
    const api = apiClient(apiUrl);
    const before = (
      await api.post('/authentication/login', { Username: user.username, Password: user.password })
    ).body as string;
    const sessionStatus = async () =>
      (await api.get('/api/Users/GetSession', signedInHeaders(before))).status;
    expect(await api.post('/api/Users/EmailPasswordResetLink', { Email: user.email })).toMatchObject({
      status: 200,
    });
    const [email] = await emailsTo(user.email);
    const token = /#token=([\w-]+)/.exec(email?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    failSessionDeletes();
    await expect(resetPassword(resetPasswordDeps, token, 'Changed#Pass2026')).rejects.toMatchObject({
      name: 'ServiceUnavailable',
      message: sessionsNotEnded,
    });
    expect(await sessionStatus()).toBe(200);

    dynamoDbClient().middlewareStack.remove(middlewareName);
    expect(await resetPassword(resetPasswordDeps, token, 'Changed#Pass2026')).toBe('success');
    expect(await sessionStatus()).toBe(403);
  });
});
