// Taps every toast away (the product's tap-to-dismiss), as a phone user does once they have read
// it. Without this a test's mouse stays where it last clicked: a toast that appears under it is
// hovered, so sonner expands the stack and pauses its timers, and the stack keeps covering the
// form at phone width.
import type { Page } from 'playwright-core';
import { expect } from './expect';

export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.toast-area [data-sonner-toast]');
  for (const toast of await toasts.all()) {
    if (await toast.isVisible()) await toast.click();
  }
  await expect(toasts).toHaveCount(0);
}
