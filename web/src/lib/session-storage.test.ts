import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieFallback } from '@thon/shared/catalog/timing';
import {
  clearLocalStorage,
  clearSession,
  readSession,
  sessionStorageKey,
  writeSession,
} from './session-storage';

const session = { token: 't', userId: 'u' };

/** Makes local storage throw as private modes and blocked storage do. */
function breakLocalStorage() {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
  vi.spyOn(Storage.prototype, 'clear').mockImplementation(refuse);
}

/** Replaces document.cookie on the document itself; the prototype's accessor returns afterwards. */
function overrideCookie(accessor: { get(): string; set(value: string): void }) {
  Object.defineProperty(document, 'cookie', { configurable: true, ...accessor });
}

/** Records what the page writes to document.cookie, as the browser would receive it. */
function watchCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  const { get, set } = descriptor ?? {};
  if (!get || !set) throw new Error('jsdom has no document.cookie accessor');
  const writes: string[] = [];
  overrideCookie({
    get: () => get.call(document) as string,
    set: (value) => {
      writes.push(value);
      set.call(document, value);
    },
  });
  return writes;
}

describe('session storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'cookie');
  });

  it('keeps a session in local storage until it is cleared, without cookies', () => {
    expect(writeSession(session)).toBe(true);
    expect(readSession()).toEqual(session);
    expect(localStorage.getItem(sessionStorageKey)).toBe(JSON.stringify(session));
    expect(document.cookie).toBe('');
    clearSession();
    expect(readSession()).toBeUndefined();
  });

  it('treats a damaged or foreign value as no session', () => {
    localStorage.setItem(sessionStorageKey, '{not json');
    expect(readSession()).toBeUndefined();
    localStorage.setItem(sessionStorageKey, JSON.stringify({ token: '' }));
    expect(readSession()).toBeUndefined();
  });

  it('falls back to a 30-day cookie on path / and reports LOCAL_STORAGE_NOT_SUPPORTED once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    breakLocalStorage();
    const writes = watchCookieWrites();

    expect(writeSession(session)).toBe(true);
    expect(readSession()).toEqual(session);
    expect(writeSession({ token: 't2', userId: 'u' })).toBe(true);

    const written = writes.find((cookie) =>
      cookie.startsWith(`${encodeURIComponent(sessionStorageKey)}=%7B`),
    );
    expect(written).toContain(`Max-Age=${cookieFallback.expiryDays * 86_400}`);
    expect(written).toContain(`Path=${cookieFallback.path}`);
    expect(written).toContain('SameSite=Strict');
    expect(warn.mock.calls).toEqual([['LOCAL_STORAGE_NOT_SUPPORTED']]);

    clearSession();
    expect(readSession()).toBeUndefined();
  });

  it('falls back to the cookie when local storage is full', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(writeSession(session)).toBe(true);
    expect(readSession()).toEqual(session);
  });

  it('reports COOKIES_NOT_SUPPORTED and refuses when cookies are blocked too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    breakLocalStorage();
    overrideCookie({ get: () => '', set: () => undefined });

    expect(writeSession(session)).toBe(false);
    expect(readSession()).toBeUndefined();
    expect(warn.mock.calls).toEqual([['LOCAL_STORAGE_NOT_SUPPORTED'], ['COOKIES_NOT_SUPPORTED']]);
  });

  it('clearLocalStorage empties local storage, the session included', () => {
    localStorage.setItem('thon.other', 'kept until now');
    writeSession(session);
    clearLocalStorage();
    expect(localStorage.length).toBe(0);
    expect(readSession()).toBeUndefined();
  });

  it('clearLocalStorage removes a session kept in the cookie fallback', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    breakLocalStorage();
    writeSession(session);
    clearLocalStorage();
    expect(readSession()).toBeUndefined();
  });
});
