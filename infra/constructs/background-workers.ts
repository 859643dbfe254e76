// Every background function (no HTTP route): the pledge workers, the sharing
// workers and the invalidation retry worker. The grants, bundle and stack tests read
// this one list.
import { cdnWorkers } from './cdn-workers';
import { pledgeWorkers, type WorkerDefinition } from './pledge-workers';
import { shareWorkers } from './share-workers';

export const backgroundWorkers: readonly WorkerDefinition[] = [
  ...Object.values(pledgeWorkers),
  ...Object.values(shareWorkers),
  ...Object.values(cdnWorkers),
];
