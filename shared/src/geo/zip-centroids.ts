// The centroid of a US ZIP code, from the generated table (zip-centroids-data.ts). The table is
// decoded on the first lookup only, so a function that never asks pays nothing at start.
import type { GeoPoint } from './distance';
import { decodeZipCentroids } from './zip-centroid-codec';
import { zipCentroidsData } from './zip-centroids-data';

let table: Map<string, GeoPoint> | undefined;

/** Undefined for a ZIP the table does not know (or anything that is not five digits, ZIP+4 aside). */
export function zipCentroid(zip: string | undefined | null): GeoPoint | undefined {
  const five = /^(\d{5})(?:-\d{4})?$/.exec(zip?.trim() ?? '')?.[1];
  if (five === undefined) return undefined;
  table ??= decodeZipCentroids(zipCentroidsData);
  return table.get(five);
}
