import { describe, expect, it } from 'vitest';
import { distanceInMiles } from '../../src/geo/distance';

const newYork = { latitude: 40.7484, longitude: -73.9967 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };

describe('distanceInMiles', () => {
  it('is zero from a point to itself', () => {
    expect(distanceInMiles(newYork, newYork)).toBe(0);
  });

  it('measures New York to Los Angeles as the published great-circle distance (about 2,450 miles)', () => {
    expect(distanceInMiles(newYork, losAngeles)).toBeGreaterThan(2440);
    expect(distanceInMiles(newYork, losAngeles)).toBeLessThan(2460);
  });

  it('is the same both ways', () => {
    expect(distanceInMiles(losAngeles, newYork)).toBeCloseTo(distanceInMiles(newYork, losAngeles), 9);
  });

  it('counts one degree of latitude as about 69 miles', () => {
    const north = { latitude: 41.7484, longitude: -73.9967 };
    expect(distanceInMiles(newYork, north)).toBeCloseTo(69.09, 1);
  });

  it('shrinks a degree of longitude towards the poles (cos 60° = one half)', () => {
    const east = (latitude: number) =>
      distanceInMiles({ latitude, longitude: 0 }, { latitude, longitude: 1 });
    expect(east(60) / east(0)).toBeCloseTo(0.5, 3);
  });

  it('stays finite for antipodal points (half the circumference)', () => {
    expect(distanceInMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 3958.8,
      3,
    );
  });
});
