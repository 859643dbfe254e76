import { describe, expect, it } from 'vitest';
import { lapPayload, tokenOfScan } from '../../src/eventday/lap-token';

describe('lap token payload', () => {
  it('reads back the token a payload carries', () => {
    expect(tokenOfScan(lapPayload('ABCDEFGH2345'))).toBe('ABCDEFGH2345');
  });

  it('forgives what keyboard scanners add: caps lock, spaces and the Enter', () => {
    expect(tokenOfScan('  thonlap-abcdefgh2345\r\n')).toBe('ABCDEFGH2345');
  });

  it('accepts the bare token typed from a bib', () => {
    expect(tokenOfScan('abcdefgh2345')).toBe('ABCDEFGH2345');
  });

  it.each(['', 'THONLAP-', 'THONLAP-ABCDEFGH234', 'THONLAP-ABCDEFGH23456', 'THONLAP-ABCDEFGH2301', 'https://x'])(
    'refuses %j',
    (scanned) => {
      expect(tokenOfScan(scanned)).toBeUndefined();
    },
  );
});
