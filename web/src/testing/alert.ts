// Waits for a live region to say something. FormStatus keeps its alert rendered while it is empty
// (screen readers skip regions that appear with their text), so `findByRole('alert')` can answer
// the empty region before the answer arrives; this waits for the words themselves.
import type { screen} from '@testing-library/react';
import { waitFor } from '@testing-library/react';

type Scope = Pick<typeof screen, 'queryAllByRole'>;

/** The alert in scope whose text contains `text` (exactly, whitespace included); fails if none does. */
export function findAlertSaying(scope: Scope, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alerts = scope.queryAllByRole('alert');
    const saying = alerts.find((alert) => alert.textContent?.includes(text));
    if (!saying) {
      const said = alerts.map((alert) => JSON.stringify(alert.textContent ?? '')).join(', ') || 'no alert';
      throw new Error(`No alert says ${JSON.stringify(text)} (found ${said})`);
    }
    return saying;
  });
}
