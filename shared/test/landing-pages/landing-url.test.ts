import { describe, expect, it } from 'vitest';
import { landingUrlSchema } from '@thon/shared/api/schemas/landing-pages';
import { isReservedLandingUrl, landingUrlPattern } from '@thon/shared/landing-pages/landing-url';

describe('landing page urls', () => {
  it.each(['lincoln-runs', 'room12', 'a1b', 'maple-elementary-fun-run-2026'])('accepts %s', (url) => {
    expect(landingUrlPattern.test(url)).toBe(true);
  });

  it.each(['ab', 'Lincoln Runs', '-lead', 'trail-', 'double--hyphen', 'a/b', 'x'.repeat(61)])(
    'refuses %s',
    (url) => {
      expect(landingUrlPattern.test(url)).toBe(false);
    },
  );

  it("stores the lowercased form and treats the app's own first segments as taken", () => {
    expect(landingUrlSchema.parse('  Lincoln-Runs ')).toBe('lincoln-runs');
    expect(isReservedLandingUrl('Event')).toBe(true);
    expect(isReservedLandingUrl('api')).toBe(true);
    expect(isReservedLandingUrl('lincoln-runs')).toBe(false);
  });
});
