// The emulator's buckets get the template's CORS rules with the local web origins in place of the
// deployed ones, so the browser can post presigned uploads straight to the emulator.
import { describe, expect, it } from 'vitest';
import { localCorsRules } from '../../dev/bootstrap';
import { publicImageKey, publicImagesPath } from '../../dev/local-gateway';
import { objectKeyOf, publishedImageKey } from '../../src/domain/landing-pages/landing-images';

describe('local bootstrap: bucket CORS', () => {
  it("keeps the template's methods, headers and max age and puts the local origins in", () => {
    const props = {
      CorsConfiguration: {
        CorsRules: [
          {
            AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['Web', 'DomainName'] }]] }],
            AllowedMethods: ['POST'],
            AllowedHeaders: ['*'],
            ExposedHeaders: ['ETag'],
            MaxAge: 3000,
          },
        ],
      },
    };
    expect(localCorsRules(props, ['http://localhost:5173', 'http://admin.localhost:5173'])).toEqual([
      {
        AllowedOrigins: ['http://localhost:5173', 'http://admin.localhost:5173'],
        AllowedMethods: ['POST'],
        AllowedHeaders: ['*'],
        ExposedHeaders: ['ETag'],
        MaxAgeSeconds: 3000,
      },
    ]);
  });

  it('gives a bucket without CORS rules none', () => {
    expect(localCorsRules({}, ['http://localhost:5173'])).toEqual([]);
  });
});

describe('local gateway: published images', () => {
  it("answers the image URL's path with the object the domain published", () => {
    const imageKey = publishedImageKey('0b7a3c1e-9d7f-4a52-8f7e-3c1d2b4a5e6f');
    const path = `/${imageKey}`;
    expect(path.startsWith(publicImagesPath)).toBe(true);
    expect(publicImageKey(path)).toBe(objectKeyOf(imageKey));
  });
});
