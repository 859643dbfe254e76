import { describe, expect, it } from 'vitest';
import {
  type Territory,
  territoryOverlap,
  territorySchema,
  territoryStateCodes,
} from '@thon/shared/franchises/territory';
import { territoryOverlapMessage } from '@thon/shared/franchises/overlap-message';

const issues = (input: unknown) => {
  const result = territorySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const territory = (States: string[], ZipPrefixes: string[] = []): Territory => ({ States, ZipPrefixes });

describe('territorySchema', () => {
  it('normalizes: trimmed, upper-cased states, no repeats, sorted', () => {
    expect(
      territorySchema.parse({ States: [' tx', 'AL', 'TX '], ZipPrefixes: ['752', ' 0061 ', '752', '1'] }),
    ).toEqual({ States: ['AL', 'TX'], ZipPrefixes: ['0061', '1', '752'] });
  });

  it("accepts the states list's postal codes, territories included", () => {
    expect(territorySchema.parse(territory(['DC', 'PR', 'GU', 'PW'])).States).toEqual(['DC', 'GU', 'PR', 'PW']);
    expect(territoryStateCodes).toHaveLength(59);
  });

  it("refuses codes outside the list, 'Outside USA' included", () => {
    for (const code of ['XX', 'NAS', 'OutSide USA', 'ON', '']) {
      expect(issues(territory([code]))).toEqual(['Please choose the states from the list.']);
    }
  });

  it('takes ZIP prefixes of 1 to 5 digits only', () => {
    expect(territorySchema.parse(territory([], ['7', '75', '752', '7520', '75201'])).ZipPrefixes).toHaveLength(5);
    for (const prefix of ['', '752011', '75a', '-75', '7 5', '٧٥']) {
      expect(issues(territory([], [prefix]))).toEqual(['A ZIP prefix is 1 to 5 digits.']);
    }
  });

  it('needs at least one state or ZIP prefix', () => {
    expect(issues(territory([], []))).toEqual(['A territory needs at least one state or ZIP prefix.']);
    expect(issues(territory(['TX']))).toEqual([]);
    expect(issues(territory([], ['7']))).toEqual([]);
  });

  it('refuses missing lists, other types, unknown fields and oversized lists', () => {
    expect(territorySchema.safeParse({ States: ['TX'] }).success).toBe(false);
    expect(territorySchema.safeParse({ States: 'TX', ZipPrefixes: [] }).success).toBe(false);
    expect(territorySchema.safeParse({ States: [], ZipPrefixes: [752] }).success).toBe(false);
    expect(territorySchema.safeParse({ ...territory(['TX']), Extra: 1 }).success).toBe(false);
    expect(territorySchema.safeParse(territory([], Array.from({ length: 1001 }, () => '7'))).success).toBe(false);
  });
});

describe('territoryOverlap', () => {
  it('finds nothing between apart territories', () => {
    expect(territoryOverlap(territory(['TX'], ['350']), territory(['OK'], ['351', '3510']))).toBeUndefined();
    // 733 is Texas's, though 730-749 around it are Oklahoma's.
    expect(territoryOverlap(territory([], ['733']), territory(['OK']))).toBeUndefined();
    expect(territoryOverlap(territory([], ['75']), territory([], ['76', '7600']))).toBeUndefined();
  });

  it('finds a state both hold', () => {
    expect(territoryOverlap(territory(['AL', 'TX']), territory(['OK', 'TX']))).toEqual({
      States: ['TX'],
      ZipPrefixes: [],
      ZipPrefixesInStates: [],
    });
  });

  it('finds equal ZIP prefixes, and a prefix of the other, either way round', () => {
    expect(territoryOverlap(territory([], ['752']), territory([], ['752']))?.ZipPrefixes).toEqual(['752']);
    expect(territoryOverlap(territory([], ['75']), territory([], ['75201']))?.ZipPrefixes).toEqual(['75201']);
    expect(territoryOverlap(territory([], ['75201']), territory([], ['75']))?.ZipPrefixes).toEqual(['75201']);
    expect(territoryOverlap(territory([], ['7', '35']), territory([], ['752', '350']))?.ZipPrefixes).toEqual([
      '350',
      '752',
    ]);
  });

  it("finds a ZIP prefix inside a state the other holds, either way round", () => {
    const expected = { States: [], ZipPrefixes: [], ZipPrefixesInStates: [{ ZipPrefix: '752', State: 'TX' }] };
    expect(territoryOverlap(territory([], ['752']), territory(['TX']))).toEqual(expected);
    expect(territoryOverlap(territory(['TX']), territory([], ['752']))).toEqual(expected);
  });

  it('treats a 1- or 2-digit prefix as covering every state its ranges reach', () => {
    expect(territoryOverlap(territory([], ['7']), territory(['OK']))?.ZipPrefixesInStates).toEqual([
      { ZipPrefix: '7', State: 'OK' },
    ]);
    expect(territoryOverlap(territory([], ['73']), territory(['TX', 'OK']))?.ZipPrefixesInStates).toEqual([
      { ZipPrefix: '73', State: 'OK' },
      { ZipPrefix: '73', State: 'TX' },
    ]);
    expect(territoryOverlap(territory([], ['73']), territory(['LA']))).toBeUndefined();
  });

  it('reports every kind at once, sorted and each once', () => {
    expect(
      territoryOverlap(territory(['TX', 'AL'], ['350', '752']), territory(['TX'], ['350', '7'])),
    ).toEqual({
      States: ['TX'],
      ZipPrefixes: ['350', '752'],
      ZipPrefixesInStates: [
        // The other's 350 lies in this one's AL.
        { ZipPrefix: '350', State: 'AL' },
        { ZipPrefix: '7', State: 'TX' },
        { ZipPrefix: '752', State: 'TX' },
      ],
    });
  });
});

describe('territoryOverlapMessage', () => {
  it('names the other franchise and what is shared', () => {
    const overlap = territoryOverlap(territory(['TX', 'AL'], ['350']), territory(['TX'], ['35', '7']));
    if (!overlap) throw new Error('expected an overlap');
    expect(territoryOverlapMessage('North Texas Thons', overlap)).toBe(
      'This territory overlaps the territory of North Texas Thons: TX, ZIP prefix 350, ZIP prefix 35 in AL, ZIP prefix 7 in TX.',
    );
  });
});
