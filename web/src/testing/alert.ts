// Waits for a live region to say something. FormStatus and the share buttons keep their regions
// rendered while empty (screen readers skip regions that appear with their text), so
// `findByRole('alert')` can answer the empty region before the answer arrives; these wait for
// the words themselves.
import type { screen} from '@testing-library/react';
import { waitFor } from '@testing-library/react';

type Scope = Pick<typeof screen, 'queryAllByRole'>;

function findRegionSaying(scope: Scope, role: 'alert' | 'status', text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const regions = scope.queryAllByRole(role);
    const saying = regions.find((region) => region.textContent?.includes(text));
    if (!saying) {
      const said = regions.map((region) => JSON.stringify(region.textContent ?? '')).join(', ') || 'none';
      throw new Error(`No ${role} says ${JSON.stringify(text)} (found ${said})`);
    }
    return saying;
  });
}

/** The alert in scope whose text contains `text` (exactly, whitespace included); fails if none does. */
export const findAlertSaying = (scope: Scope, text: string) => findRegionSaying(scope, 'alert', text);

/** The status region in scope whose text contains `text`; fails if none does. */
export const findStatusSaying = (scope: Scope, text: string) => findRegionSaying(scope, 'status', text);
