// The signed-in session as the browser keeps it: the token and the user id, nothing else. The
// API client reads it to authenticate calls; the sign-in pages write it. Local storage is used
// when the browser has it; otherwise a cookie (spec sections 8 and 9: 30 days, path '/'), and the
// spec's notification codes are reported. A broken or foreign value counts as "no session".
// No zod here: the route guard reads this on every page, and donors should not download a
// validation library to learn that nobody is signed in.
import { deleteCookie, readCookie, writeCookie } from './cookie-store';
import { reportStorageProblem, storageProblems } from './storage-reporter';

export const sessionStorageKey = 'thon.session';
const probeKey = 'thon.storage-probe';

export interface StoredSession {
  token: string;
  userId: string;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, userId } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof userId === 'string' && userId !== '';
}

/** Local storage when it exists and accepts a write; private modes and blocked storage do not. */
function localStore(): Storage | undefined {
  try {
    const store = globalThis.localStorage;
    store.setItem(probeKey, probeKey);
    store.removeItem(probeKey);
    return store;
  } catch {
    reportStorageProblem(storageProblems.localStorage);
    return undefined;
  }
}

function parse(raw: string | null | undefined): StoredSession | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? { token: parsed.token, userId: parsed.userId } : undefined;
  } catch {
    return undefined;
  }
}

function readLocal(): string | null | undefined {
  try {
    return globalThis.localStorage.getItem(sessionStorageKey);
  } catch {
    return undefined;
  }
}

export function readSession(): StoredSession | undefined {
  // Reading needs no probe: a value is only there if an earlier write succeeded.
  return parse(readLocal()) ?? parse(readCookie(sessionStorageKey));
}

/** Returns false when the browser refused both local storage and cookies. */
export function writeSession(session: StoredSession): boolean {
  if (!isStoredSession(session)) throw new TypeError('A stored session needs a token and a user id');
  const value = JSON.stringify({ token: session.token, userId: session.userId });
  const store = localStore();
  if (store) {
    try {
      store.setItem(sessionStorageKey, value);
      deleteCookie(sessionStorageKey);
      return true;
    } catch {
      reportStorageProblem(storageProblems.localStorage);
    }
  }
  if (writeCookie(sessionStorageKey, value)) return true;
  reportStorageProblem(storageProblems.cookies);
  return false;
}

export function clearSession(): void {
  try {
    globalThis.localStorage.removeItem(sessionStorageKey);
  } catch {
    // Nothing stored there.
  }
  deleteCookie(sessionStorageKey);
}

/** Empties local storage (spec section 4: an access-code login starts from a clean slate), session included. */
export function clearLocalStorage(): void {
  try {
    globalThis.localStorage.clear();
  } catch {
    // No local storage; the cookie below is all there is.
  }
  deleteCookie(sessionStorageKey);
}
