// An in-memory CDN (domain/ports/cdn.ts): records each batch of invalidated paths.
import type { Cdn } from '../../../src/domain/ports/cdn';

export class RecordingCdn implements Cdn {
  readonly invalidated: string[][] = [];

  invalidateAfterWrite = (paths: readonly string[]) => {
    this.invalidated.push([...paths]);
    return Promise.resolve();
  };
}
