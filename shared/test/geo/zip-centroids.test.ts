import { describe, expect, it } from 'vitest';
import { distanceInMiles } from '../../src/geo/distance';
import { decodeZipCentroids, encodeZipCentroids } from '../../src/geo/zip-centroid-codec';
import { zipCentroid } from '../../src/geo/zip-centroids';

describe('zipCentroid (the generated table)', () => {
  it('finds a ZIP code with its centroid to the hundredth of a degree', () => {
    expect(zipCentroid('10001')).toEqual({ latitude: 40.75, longitude: -74 });
    expect(zipCentroid('90210')).toEqual({ latitude: 34.09, longitude: -118.41 });
  });

  it('keeps a leading zero (New England) and reads ZIP+4 and surrounding spaces', () => {
    expect(zipCentroid('02108')).toEqual(zipCentroid(' 02108-1234 '));
    expect(zipCentroid('02108')?.latitude).toBeCloseTo(42.36, 1);
  });

  it('knows nothing of a ZIP the table lacks or of text that is not a ZIP', () => {
    expect(zipCentroid('00000')).toBeUndefined();
    expect(zipCentroid('1000')).toBeUndefined();
    expect(zipCentroid('abcde')).toBeUndefined();
    expect(zipCentroid('')).toBeUndefined();
    expect(zipCentroid(undefined)).toBeUndefined();
  });

  it('places neighbouring ZIPs near each other and distant ones far apart', () => {
    const manhattan = zipCentroid('10001');
    const brooklyn = zipCentroid('11201');
    const beverlyHills = zipCentroid('90210');
    if (!manhattan || !brooklyn || !beverlyHills) throw new Error('table incomplete');
    expect(distanceInMiles(manhattan, brooklyn)).toBeLessThan(10);
    expect(distanceInMiles(manhattan, beverlyHills)).toBeGreaterThan(2400);
  });

  it('holds every US ZIP code with coordinates (about 42,000)', () => {
    // Spot checks across the range: Alaska, Hawaii, Puerto Rico (leading zero) and the last ZIPs.
    for (const zip of ['99501', '96813', '00901', '99950']) expect(zipCentroid(zip)).toBeDefined();
  });
});

describe('the centroid codec', () => {
  it('decodes what it encoded, in any input order, rounding to hundredths', () => {
    const text = encodeZipCentroids([
      { zip: '90210', latitude: 34.088808, longitude: -118.406125 },
      { zip: '00501', latitude: 40.8154, longitude: -73.0451 },
      { zip: '90211', latitude: -1.004, longitude: 2.006 },
    ]);
    expect([...decodeZipCentroids(text)]).toEqual([
      ['00501', { latitude: 40.82, longitude: -73.05 }],
      ['90210', { latitude: 34.09, longitude: -118.41 }],
      ['90211', { latitude: -1, longitude: 2.01 }],
    ]);
  });

  it('decodes an empty table to no entries', () => {
    expect(decodeZipCentroids('').size).toBe(0);
  });
});
