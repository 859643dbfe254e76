// Where the viewer is, as CloudFront estimates it from their address and adds to the request
// (CloudFront-Viewer-Latitude, -Longitude, -Postal-Code, -City, -Country-Region, -Country; the
// API behaviour's origin request policy forwards them: infra/constructs/web-hosting.ts). Locally
// the developer sets the same headers (README). API Gateway hands header names lower-cased.
// Headers are input like any other: a value that does not parse is treated as absent.
import * as z from 'zod';
import type { GeoPoint } from '@thon/shared/geo/distance';
import { zipCentroid } from '@thon/shared/geo/zip-centroids';

/** The headers read here, as CloudFront names them (the infra test pins that they are forwarded). */
export const viewerLocationHeaders = {
  latitude: 'CloudFront-Viewer-Latitude',
  longitude: 'CloudFront-Viewer-Longitude',
  postalCode: 'CloudFront-Viewer-Postal-Code',
  city: 'CloudFront-Viewer-City',
  region: 'CloudFront-Viewer-Country-Region',
  country: 'CloudFront-Viewer-Country',
} as const;

export interface ViewerLocation {
  /** For distances: the estimate's coordinates, else the centroid of a US postal code; else unknown. */
  point: GeoPoint | undefined;
  /** For the Session's Location: "City, REGION", else the postal code; null when unknown. Never coordinates. */
  label: string | null;
}

const coordinate = (limit: number) => z.coerce.number().finite().min(-limit).max(limit);
const headerText = z.string().trim().min(1).max(100);

const locationHeadersSchema = z.object({
  latitude: coordinate(90).optional().catch(undefined),
  longitude: coordinate(180).optional().catch(undefined),
  postalCode: headerText.optional().catch(undefined),
  city: headerText.optional().catch(undefined),
  region: headerText.optional().catch(undefined),
  country: headerText.optional().catch(undefined),
});

export function viewerLocation(event: { headers?: Record<string, string | undefined> }): ViewerLocation {
  const header = (name: string) => event.headers?.[name.toLowerCase()];
  const parsed = locationHeadersSchema.parse(
    Object.fromEntries(Object.entries(viewerLocationHeaders).map(([key, name]) => [key, header(name)])),
  );
  // A postal code is looked up as a US ZIP only when the viewer is in the US (or the country is not said).
  const usPostalCode = parsed.country === undefined || parsed.country.toUpperCase() === 'US';
  const point =
    parsed.latitude !== undefined && parsed.longitude !== undefined
      ? { latitude: parsed.latitude, longitude: parsed.longitude }
      : usPostalCode
        ? zipCentroid(parsed.postalCode)
        : undefined;
  const label =
    parsed.city !== undefined
      ? [parsed.city, parsed.region].filter(Boolean).join(', ')
      : (parsed.postalCode ?? null);
  return { point, label };
}
