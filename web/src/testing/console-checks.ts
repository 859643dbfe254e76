// Checks the admin console's page tests share: axe's serious and critical findings (contrast is
// the stylesheet's, which jsdom does not apply) and the toasts shown, by text.
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';

export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The toasts shown (sonner's region), by text. */
export async function toastTexts(): Promise<string[]> {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}
