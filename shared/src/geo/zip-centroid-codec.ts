// The compact text the ZIP-centroid table is kept in: about 40,000 ZIP codes must stay a few hundred
// kilobytes, since the session function bundles them. Entries sorted by ZIP, separated by ';', each
// "zipStep,latitude,longitude" in base 36: the step from the previous ZIP (the first from 0) and the
// coordinates in hundredths of a degree (about half a mile, ample for a 50-mile radius).

export interface ZipCentroid {
  zip: string;
  latitude: number;
  longitude: number;
}

const hundredths = (degrees: number) => Math.round(degrees * 100);

export function encodeZipCentroids(centroids: readonly ZipCentroid[]): string {
  const sorted = [...centroids].sort((a, b) => Number(a.zip) - Number(b.zip));
  let previous = 0;
  return sorted
    .map(({ zip, latitude, longitude }) => {
      const step = Number(zip) - previous;
      previous = Number(zip);
      return [step, hundredths(latitude), hundredths(longitude)].map((n) => n.toString(36)).join(',');
    })
    .join(';');
}

export function decodeZipCentroids(text: string): Map<string, { latitude: number; longitude: number }> {
  const table = new Map<string, { latitude: number; longitude: number }>();
  let zip = 0;
  for (const entry of text.split(';')) {
    const [step, latitude, longitude] = entry.split(',').map((part) => parseInt(part, 36));
    if (step === undefined || latitude === undefined || longitude === undefined) continue;
    zip += step;
    table.set(String(zip).padStart(5, '0'), { latitude: latitude / 100, longitude: longitude / 100 });
  }
  return table;
}
