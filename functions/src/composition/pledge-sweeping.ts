// Ready deps for the pledge sweeper: charging's, plus the processing markers and the pledge queue
// (it re-queues what a lost message left waiting).
import type { SweepDeps } from '../domain/pledges/processing/sweep-pledges';
import { processingMarkers } from '../data/stores/pledges';
import { sqsPledgeQueue } from '../platform/pledge-queue';
import { chargeDeps } from './pledge-charging';

export const sweepDeps: SweepDeps = { ...chargeDeps, markers: processingMarkers, queue: sqsPledgeQueue };
