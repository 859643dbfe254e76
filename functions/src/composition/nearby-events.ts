// Ready dependencies of nearby events (GetSession and GetNearbyEvents): the live Thons in the table,
// read at most once a minute per function instance, and the time.
import { liveThonReads } from '../data/stores/nearby-events';
import { cachedLiveThons, type LiveThonReads, type NearbyEventsDeps } from '../domain/nearby/nearby-events';
import { systemClock } from '../platform/clock';

export const nearbyEventsDeps: NearbyEventsDeps = {
  liveThons: cachedLiveThons(liveThonReads satisfies LiveThonReads, systemClock),
  clock: systemClock,
};
