// The signed-in session as the browser keeps it. The API client reads it to authenticate calls;
// the sign-in feature writes it. Storage can be missing or blocked (private modes), so every
// access is guarded and a broken or foreign value counts as "no session".
import { z } from 'zod';

export const sessionStorageKey = 'thon.session';

export const storedSessionSchema = z.object({
  token: z.string().min(1),
  userId: z.string().min(1),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readSession(): StoredSession | undefined {
  try {
    const raw = storage()?.getItem(sessionStorageKey);
    if (!raw) return undefined;
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Returns false when the browser refused to store it. */
export function writeSession(session: StoredSession): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(sessionStorageKey, JSON.stringify(storedSessionSchema.parse(session)));
    return true;
  } catch {
    return false;
  }
}

export function clearSession(): void {
  try {
    storage()?.removeItem(sessionStorageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
