// axe-core on the page as it stands: the ids of serious or critical violations (none expected).
// Transitions run to their end first (up to 2 s): a toast fading in is half transparent, and axe
// would measure its colour contrast mid-fade.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// Runs in the page (a string: the e2e project's TypeScript has no DOM types).
const finishedAnimations = `Promise.race([
  Promise.allSettled(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished),
  ),
  new Promise((resolve) => setTimeout(resolve, 2000)),
])`;

async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(finishedAnimations);
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
