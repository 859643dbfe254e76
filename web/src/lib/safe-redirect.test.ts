import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('the redirect parameter accepts only same-site paths', () => {
  const accepted: [string, string][] = [
    ['/Home/MyAccount', '/Home/MyAccount'],
    ['/shop/orders?page=2', '/shop/orders?page=2'],
    ['/shop#Race Equipment', '/shop#Race%20Equipment'],
    ['/parent/dashboard#main', '/parent/dashboard#main'],
    ['/event/LINCOLN26#LINCOLN26', '/event/LINCOLN26#LINCOLN26'],
    ['/a/../shop', '/shop'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ];
  it.each(accepted)('%s → %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  const refused = [
    '',
    'shop',
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /shop',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/login',
    '/login?action=logout',
    '/LOGIN/',
    '/sso?code=x',
    '/logout',
    '/reset-password?token=x',
    `/${'a'.repeat(2048)}`,
  ];
  it.each(refused)('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeUndefined();
  });

  it('refuses a missing parameter', () => {
    expect(safeRedirectPath(null)).toBeUndefined();
    expect(safeRedirectPath(undefined)).toBeUndefined();
  });
});
