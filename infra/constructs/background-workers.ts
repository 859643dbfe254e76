// Every background function (no HTTP route): the pledge workers (issue 12) and the sharing
// workers (issue 13). The grants, bundle and stack tests read this one list.
import { pledgeWorkers, type WorkerDefinition } from './pledge-workers';
import { shareWorkers } from './share-workers';

export const backgroundWorkers: readonly WorkerDefinition[] = [
  ...Object.values(pledgeWorkers),
  ...Object.values(shareWorkers),
];
