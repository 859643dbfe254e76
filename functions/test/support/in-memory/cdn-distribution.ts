// An in-memory CDN distribution (domain/ports/cdn.ts): records each invalidation it is asked for,
// and refuses (throws) the ones `refuses` picks, as CloudFront does when too many are in progress.
import type { CdnDistribution, Invalidation } from '../../../src/domain/ports/cdn';

export class RecordingDistribution implements CdnDistribution {
  readonly asked: string[][] = [];
  private readonly refuses: (paths: readonly string[], attempt: number) => boolean;

  constructor(refuses: (paths: readonly string[], attempt: number) => boolean = () => false) {
    this.refuses = refuses;
  }

  invalidatePaths = (paths: readonly string[]): Promise<Invalidation> => {
    this.asked.push([...paths]);
    if (this.refuses(paths, this.asked.length)) {
      return Promise.reject(new Error('TooManyInvalidationsInProgress'));
    }
    return Promise.resolve({ invalidated: true, id: `I${this.asked.length}` });
  };
}
