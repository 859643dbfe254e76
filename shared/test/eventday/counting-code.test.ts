import { describe, expect, it } from 'vitest';
import { countingCodeExpiry, countingPath, splitCountingCode } from '../../src/eventday/counting-code';

describe('counting code', () => {
  it('splits a code into its id and secret, forgiving case and spaces', () => {
    expect(splitCountingCode(' abcdefgh234567abcdefgh23 ')).toEqual({
      codeId: 'ABCDEFGH',
      secret: '234567ABCDEFGH23',
    });
  });

  it.each(['', 'ABCDEFGH', 'ABCDEFGH234567ABCDEFGH2', 'ABCDEFGH234567ABCDEFGH230'])('refuses %j', (code) => {
    expect(splitCountingCode(code)).toBeUndefined();
  });

  it('expires at the next midnight in the Thon’s time zone', () => {
    // 23:30 in Chicago on 3 May is 04:30 UTC on 4 May; midnight there is 05:00 UTC.
    expect(countingCodeExpiry(new Date('2026-05-04T04:30:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-05-04T05:00:00.000Z',
    );
    expect(countingCodeExpiry(new Date('2026-05-04T05:00:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-05-05T05:00:00.000Z',
    );
  });

  it('meets the midnight after a daylight-saving change (23 hours that day)', () => {
    // 8 March 2026: clocks go forward in New York; the next midnight is 04:00 UTC, not 05:00.
    expect(countingCodeExpiry(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  it('puts the code in the fragment of the counting page', () => {
    expect(countingPath('LINCOLN26', 'ABC')).toBe('/eventday/LINCOLN26#code=ABC');
  });
});
