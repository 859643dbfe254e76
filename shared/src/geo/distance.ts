// Straight-line distance between two points on the Earth (haversine on a sphere): good to well
// under 1% at the scale of "Thons within 50 miles", which is all it is used for.

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The Earth's mean radius in miles (IUGG). */
const earthRadiusMiles = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceInMiles(from: GeoPoint, to: GeoPoint): number {
  const latitudeStep = radians(to.latitude - from.latitude);
  const longitudeStep = radians(to.longitude - from.longitude);
  const a =
    Math.sin(latitudeStep / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(longitudeStep / 2) ** 2;
  // min(1, …) keeps rounding from taking asin out of its domain for antipodal points.
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(a)));
}
