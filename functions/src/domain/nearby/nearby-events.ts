// The Session's NearbyEvents: the live public Thons within 50 miles of the viewer, nearest first.
// A Thon's place is its organization's ZIP centroid (shared/src/geo); the viewer's is CloudFront's
// estimate (platform/viewer-location.ts). Unknown viewer place: none. Test Thons and Thons whose
// ZIP is unknown are never listed.
import { distanceInMiles, type GeoPoint } from '@thon/shared/geo/distance';
import { zipCentroid } from '@thon/shared/geo/zip-centroids';
import type { Clock } from '../ports/clock';

export const nearbyRadiusMiles = 50;
export const nearbyLimit = 10;
/** A Thon is live for a few weeks at most: a live one that started longer ago than this is left out. */
export const liveLookbackDays = 60;
/** How long one function instance reuses the live Thons it read (the session call stays cheap). */
export const liveThonsCacheMs = 60_000;

/** A live, public (not test) Thon as the Query returns it. */
export interface LiveThon {
  eventId: string;
  name: string;
  eventCode: string;
  postalCode?: string | undefined;
}

export interface LiveThonReads {
  /** The live, non-test Thons that started on or after `fromDate` (YYYY-MM-DD): one Query. */
  listLiveThons(fromDate: string): Promise<LiveThon[]>;
}

export interface NearbyEvent {
  EventId: string;
  Name: string;
  EventCode: string;
}

/** Where the viewer is, as the request says (platform/viewer-location.ts): unknown is undefined. */
export interface ViewerPlace {
  point: GeoPoint | undefined;
  /** The Session's Location: city and region, else postal code; never coordinates. */
  label: string | null;
}

export interface NearbyEventsDeps {
  liveThons: LiveThonReads;
  clock: Pick<Clock, 'nowMs'>;
}

export async function nearbyEvents(
  deps: NearbyEventsDeps,
  viewer: GeoPoint | undefined,
): Promise<NearbyEvent[]> {
  if (!viewer) return [];
  const from = new Date(deps.clock.nowMs() - liveLookbackDays * 86_400_000).toISOString().slice(0, 10);
  const thons = await deps.liveThons.listLiveThons(from);
  return thons
    .flatMap((thon) => {
      const place = zipCentroid(thon.postalCode);
      if (!place) return [];
      const miles = distanceInMiles(viewer, place);
      return miles <= nearbyRadiusMiles ? [{ thon, miles }] : [];
    })
    .sort((a, b) => a.miles - b.miles || a.thon.name.localeCompare(b.thon.name))
    .slice(0, nearbyLimit)
    .map(({ thon }) => ({ EventId: thon.eventId, Name: thon.name, EventCode: thon.eventCode }));
}

/**
 * The live Thons read once per `ttlMs` per function instance: every GetSession of a busy minute
 * shares one Query. A Thon that goes live shows within that time; one that closes may linger as long.
 */
export function cachedLiveThons(
  reads: LiveThonReads,
  clock: Pick<Clock, 'nowMs'>,
  ttlMs = liveThonsCacheMs,
): LiveThonReads {
  let cached: { fromDate: string; at: number; thons: Promise<LiveThon[]> } | undefined;
  return {
    listLiveThons(fromDate) {
      const now = clock.nowMs();
      if (!cached || cached.fromDate !== fromDate || now - cached.at >= ttlMs) {
        const thons = reads.listLiveThons(fromDate);
        cached = { fromDate, at: now, thons };
        // A failed read is not kept: the next call asks again.
        thons.catch(() => {
          if (cached?.thons === thons) cached = undefined;
        });
      }
      return cached.thons;
    },
  };
}
