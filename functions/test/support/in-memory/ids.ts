// Ids a test can name (domain/ports/ids.ts): UUID-shaped, numbered in order of creation.
import type { Ids } from '../../../src/domain/ports/ids';

export class SequentialIds implements Ids {
  private next = 0;

  newId = () => `00000000-0000-4000-8000-${String((this.next += 1)).padStart(12, '0')}`;
}
