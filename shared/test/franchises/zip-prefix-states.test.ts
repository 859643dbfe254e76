import { describe, expect, it } from 'vitest';
import { statesOfZipPrefix, zipPrefixSpan, zipRanges } from '@thon/shared/franchises/zip-prefix-states';
import { territoryStateCodes } from '@thon/shared/franchises/territory';

describe('zipPrefixSpan', () => {
  it('spans every ZIP under a prefix of 1 to 5 digits', () => {
    expect(zipPrefixSpan('7')).toEqual([70000, 79999]);
    expect(zipPrefixSpan('35')).toEqual([35000, 35999]);
    expect(zipPrefixSpan('350')).toEqual([35000, 35099]);
    expect(zipPrefixSpan('0061')).toEqual([610, 619]);
    expect(zipPrefixSpan('96799')).toEqual([96799, 96799]);
  });
});

describe('statesOfZipPrefix', () => {
  it('names the state of a 3-digit prefix (USPS: 350-369 is Alabama)', () => {
    expect(statesOfZipPrefix('350')).toEqual(['AL']);
    expect(statesOfZipPrefix('369')).toEqual(['AL']);
    expect(statesOfZipPrefix('370')).toEqual(['TN']);
    expect(statesOfZipPrefix('100')).toEqual(['NY']);
    expect(statesOfZipPrefix('995')).toEqual(['AK']);
  });

  it("covers a range's ZIPs from its first to its last", () => {
    expect(statesOfZipPrefix('35000')).toEqual(['AL']);
    expect(statesOfZipPrefix('36999')).toEqual(['AL']);
    expect(statesOfZipPrefix('99999')).toEqual(['AK']);
    expect(statesOfZipPrefix('73399')).toEqual(['TX']);
  });

  it('knows the single prefixes lent to another state', () => {
    expect(statesOfZipPrefix('733')).toEqual(['TX']);
    expect(statesOfZipPrefix('055')).toEqual(['MA']);
    expect(statesOfZipPrefix('201')).toEqual(['VA']);
    expect(statesOfZipPrefix('005')).toEqual(['NY']);
  });

  it('gives a 1- or 2-digit prefix every state its 3-digit ranges reach', () => {
    expect(statesOfZipPrefix('7')).toEqual(['AR', 'LA', 'OK', 'TX']);
    expect(statesOfZipPrefix('73')).toEqual(['OK', 'TX']);
    expect(statesOfZipPrefix('0')).toEqual(['CT', 'MA', 'ME', 'NH', 'NJ', 'NY', 'PR', 'RI', 'VI', 'VT']);
  });

  it('narrows a longer prefix to the one place it reaches', () => {
    expect(statesOfZipPrefix('967')).toEqual(['AS', 'HI']);
    expect(statesOfZipPrefix('96799')).toEqual(['AS']);
    expect(statesOfZipPrefix('9691')).toEqual(['GU']);
    expect(statesOfZipPrefix('35004')).toEqual(['AL']);
  });

  it('puts military and unassigned prefixes in no state', () => {
    expect(statesOfZipPrefix('340')).toEqual([]);
    expect(statesOfZipPrefix('090')).toEqual([]);
    expect(statesOfZipPrefix('963')).toEqual([]);
    expect(statesOfZipPrefix('000')).toEqual([]);
  });
});

describe('zipRanges', () => {
  it('gives every territory state at least one range, and names no other', () => {
    const inTable = new Set(zipRanges.map(([state]) => state));
    expect([...inTable].sort()).toEqual([...territoryStateCodes].sort());
  });

  it('has ranges that are well formed and never share a ZIP', () => {
    const sorted = [...zipRanges].sort((a, b) => a[1] - b[1]);
    sorted.forEach(([, first, last], index) => {
      expect(first).toBeLessThanOrEqual(last);
      const next = sorted[index + 1];
      if (next) expect(last).toBeLessThan(next[1]);
    });
  });
});
