import { describe, expect, it } from 'vitest';
import { isCredentialPage, readLoginCommand, readLoginRedirect, readQrCode } from './login-query';

const at = (address: string) => new URL(address, 'https://thon.example');

describe('login page query parameters', () => {
  it.each([
    ['/login?action=logout', { kind: 'logout' }],
    ['/login/?action=LogOut', { kind: 'logout' }],
    // The code itself is in the fragment (readQrCode); a code in the query string is ignored.
    ['/login?action=accesscode&code=UlVOQVZBMDE=', { kind: 'access-code' }],
    ['/Login?action=AccessCode', { kind: 'access-code' }],
    ['/login', undefined],
    ['/login?action=dance', undefined],
    ['/home?action=logout', undefined],
  ])('%s', (address, expected) => {
    expect(readLoginCommand(at(address))).toEqual(expected);
  });

  it.each([
    ['#code=UlVOQVZBMDE=', 'UlVOQVZBMDE='],
    ['#code=UlVOQVZBMDE%3D', 'UlVOQVZBMDE='],
    ['#Marketing', ''],
    ['', ''],
  ])('reads the QR code of the fragment %j', (hash, code) => {
    expect(readQrCode(hash)).toBe(code);
  });

  it('reads a safe redirect only on the login page', () => {
    expect(readLoginRedirect(at('/login?redirect=%2Fshop%2Forders'))).toBe('/shop/orders');
    expect(readLoginRedirect(at('/login?redirect=https%3A%2F%2Fevil.example'))).toBeUndefined();
    expect(readLoginRedirect(at('/login?redirect=%2F%2Fevil.example'))).toBeUndefined();
    expect(readLoginRedirect(at('/home?redirect=%2Fshop'))).toBeUndefined();
  });

  it('knows the pages that carry their own one-time credential', () => {
    expect(isCredentialPage('/sso')).toBe(true);
    expect(isCredentialPage('/reset-password/')).toBe(true);
    expect(isCredentialPage('/login')).toBe(false);
  });
});
