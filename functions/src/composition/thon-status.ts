// Ready dependencies of an organizer's status move: the event stores, and on completion the
// pledge processing start (its marker, the Thon's pledges and the SQS pledge queue), plus the
// CloudFront adapter for the Thon's pages, and the counted laps written as units first. Its own
// module: only this handler bundles both clients.
import { thonScopeReads } from '../data/stores/thon-scope';
import { pledgeReads, processingMarkers } from '../data/stores/pledges';
import { eventReads } from '../data/stores/events';
import { franchiseStore } from '../data/stores/franchises';
import type { ChangeThonStatusDeps } from '../domain/events/manage-thon';
import { cloudFrontCdn } from '../platform/cdn';
import { sqsPledgeQueue } from '../platform/pledge-queue';
import { eventRoster, thonStoreChecked } from './events';
import { pendingLapUnits } from './lap-units';

export const changeThonStatusDeps: ChangeThonStatusDeps = {
  events: eventReads,
  callers: thonScopeReads,
  thons: thonStoreChecked,
  roster: eventRoster,
  cdn: cloudFrontCdn,
  pledges: pledgeReads,
  markers: processingMarkers,
  queue: sqsPledgeQueue,
  franchises: franchiseStore,
  lapUnits: pendingLapUnits,
};
