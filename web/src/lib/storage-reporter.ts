// Reports the spec's storage notifications (section 8): LOCAL_STORAGE_NOT_SUPPORTED when the
// browser has no usable local storage and COOKIES_NOT_SUPPORTED when the cookie fallback fails
// too. They are codes for whoever reads the console or logs, not messages for people. Each code
// is reported once per page load: storage is read on every API call.
import type { cookiesNotSupported, localStorageNotSupported } from '@thon/shared/catalog/messages';

// Typed against the catalogue, so a change there fails the build here; not imported at run time
// because the catalogue's messages module brings zod into the first download.
export const storageProblems: {
  localStorage: typeof localStorageNotSupported;
  cookies: typeof cookiesNotSupported;
} = { localStorage: 'LOCAL_STORAGE_NOT_SUPPORTED', cookies: 'COOKIES_NOT_SUPPORTED' };

export type StorageProblem = (typeof storageProblems)[keyof typeof storageProblems];

const reported = new Set<StorageProblem>();

export function reportStorageProblem(code: StorageProblem): void {
  if (reported.has(code)) return;
  reported.add(code);
  console.warn(code);
}

/** Lets tests see each report again. */
export function forgetStorageReports(): void {
  reported.clear();
}
