// Web-first assertions for the browser tests: @playwright/test's expect, used outside the
// Playwright runner (vitest runs the tests, playwright-core drives Debian's Chromium). Its locator
// and page matchers (toBeVisible, toHaveText, toHaveCount, toHaveURL, ...) and expect.poll retry
// until they hold or the timeout passes, so a test asserts what the page shows once it shows it,
// never what it showed at the instant of a one-shot read. Its other matchers are Jest's, as vitest's.
import { expect as playwrightExpect } from '@playwright/test';

/** Patient on a shared 2-core machine: a first call may wait for a cold handler. */
export const expect = playwrightExpect.configure({ timeout: 15_000 });
