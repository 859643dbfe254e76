// The viewer's place from CloudFront's location headers: coordinates when both parse, else a US
// postal code's centroid; a label of city and region (never coordinates); junk treated as absent.
import { describe, expect, it } from 'vitest';
import { viewerLocation } from '../../src/platform/viewer-location';

const headers = (values: Record<string, string>) => ({ headers: values });

describe("the viewer's location", () => {
  it('takes the coordinates and names the city and region', () => {
    expect(
      viewerLocation(
        headers({
          'cloudfront-viewer-latitude': '41.88',
          'cloudfront-viewer-longitude': '-87.63',
          'cloudfront-viewer-city': 'Chicago',
          'cloudfront-viewer-country-region': 'IL',
          'cloudfront-viewer-postal-code': '60601',
        }),
      ),
    ).toEqual({ point: { latitude: 41.88, longitude: -87.63 }, label: 'Chicago, IL' });
  });

  it("falls back to the postal code's centroid, and names the postal code", () => {
    expect(viewerLocation(headers({ 'cloudfront-viewer-postal-code': '10001' }))).toEqual({
      point: { latitude: 40.75, longitude: -74 },
      label: '10001',
    });
  });

  it('reads no US ZIP in a postal code of another country', () => {
    expect(
      viewerLocation(headers({ 'cloudfront-viewer-postal-code': '10001', 'cloudfront-viewer-country': 'DE' }))
        .point,
    ).toBeUndefined();
  });

  it('is unknown without the headers', () => {
    expect(viewerLocation({})).toEqual({ point: undefined, label: null });
    expect(viewerLocation(headers({}))).toEqual({ point: undefined, label: null });
  });

  it.each([
    ['a latitude out of range', { 'cloudfront-viewer-latitude': '91', 'cloudfront-viewer-longitude': '0' }],
    ['text for a longitude', { 'cloudfront-viewer-latitude': '40', 'cloudfront-viewer-longitude': 'east' }],
    ['one coordinate only', { 'cloudfront-viewer-latitude': '40' }],
    ['an unknown postal code', { 'cloudfront-viewer-postal-code': '00000' }],
  ])('treats %s as no place', (_case, values) => {
    expect(viewerLocation(headers(values)).point).toBeUndefined();
  });
});
