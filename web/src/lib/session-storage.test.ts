import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readSession, sessionStorageKey, writeSession } from './session-storage';

describe('session storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a session until it is cleared', () => {
    expect(writeSession({ token: 't', userId: 'u' })).toBe(true);
    expect(readSession()).toEqual({ token: 't', userId: 'u' });
    clearSession();
    expect(readSession()).toBeUndefined();
  });

  it('treats a damaged or foreign value as no session', () => {
    localStorage.setItem(sessionStorageKey, '{not json');
    expect(readSession()).toBeUndefined();
    localStorage.setItem(sessionStorageKey, JSON.stringify({ token: '' }));
    expect(readSession()).toBeUndefined();
  });

  it('reports when the browser refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(writeSession({ token: 't', userId: 'u' })).toBe(false);
  });
});
