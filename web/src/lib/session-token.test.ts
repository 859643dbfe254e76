import { describe, expect, it } from 'vitest';
import { fakeToken } from '../testing/sessions';
import { userIdFromToken } from './session-token';

const segment = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('reading the user id from a session token', () => {
  it('takes the sub claim of a JWT', () => {
    expect(userIdFromToken(fakeToken('6f1c2d3e-user'))).toBe('6f1c2d3e-user');
  });

  it.each([
    ['a failure text', 'Authentication Failed'],
    ['an access-code result', 'Authentication Failed: EXPIRED'],
    ['two segments', `${segment({})}.${segment({ sub: 'u' })}`],
    ['a payload that is not JSON', 'aaa.bm90IGpzb24.sig'],
    ['no sub', `${segment({})}.${segment({ role: 'parent' })}.sig`],
    ['an empty sub', `${segment({})}.${segment({ sub: '' })}.sig`],
    ['a numeric sub', `${segment({})}.${segment({ sub: 42 })}.sig`],
    ['a JSON string payload', `${segment({})}.${segment('sub')}.sig`],
  ])('is undefined for %s', (_name, text) => {
    expect(userIdFromToken(text)).toBeUndefined();
  });
});
