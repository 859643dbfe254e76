// A JSON string can carry an escaped lone surrogate ("\ud800"), which is not text: the emulator and
// DynamoDB refuse such a string, so it must be refused at the edge with a 400 that names the field,
// for every route, before any handler reads or writes anything.
import { describe, expect, it } from 'vitest';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { textNotWellFormed } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const refusal = (path: string) => ({
  status: 400,
  body: { message: textNotWellFormed, issues: [{ path, message: textNotWellFormed }] },
});

describe('ill-formed text in a request', () => {
  it('refuses a lone surrogate in a sign-in body with 400, naming the field', async () => {
    const answer = await apiClient(apiUrl).post('/authentication/login', {
      Username: '\ud800',
      Password: 'Integration#2026',
    });
    expect(answer).toEqual(refusal('Username'));
  });

  it('refuses a lone trailing surrogate on a public route, and one in a field name', async () => {
    const api = apiClient(apiUrl);
    expect(await api.post('/api/EventCode', { EventCode: 'AB\udc00' })).toEqual(refusal('EventCode'));
    expect(await api.post('/api/EventCode', { EventCode: 'ABC', ['\udfff']: 1 })).toEqual(refusal('\udfff'));
  });

  it('refuses a lone surrogate deep in a signed-in body before the domain writes anything', async () => {
    const parent = await signedInTestUser('parent', 'ill-formed');
    const api = apiClient(apiUrl);
    const body = { EventCode: 'NOSUCHCODE', FirstName: 'Ada', LastName: 'Lo\ud83dve', Goal: 50 };
    expect(await api.post('/api/Parent/AddParticipant', body, parent.headers)).toEqual(refusal('LastName'));
    const dashboard = await api.get(
      `/api/Parent/GetParentDashboard/${parent.userId}/${parent.userId}`,
      parent.headers,
    );
    expect(dashboard.status).toBe(200);
    expect(JSON.stringify(dashboard.body)).not.toContain('Ada');
  });

  it('still takes a well-formed surrogate pair (an emoji) as text', async () => {
    const answer = await apiClient(apiUrl).post('/authentication/login', {
      Username: 'runner-\ud83d\ude00',
      Password: 'Integration#2026',
    });
    expect(answer).toEqual({ status: 200, body: loginFailures.authenticationFailed });
  });
});
