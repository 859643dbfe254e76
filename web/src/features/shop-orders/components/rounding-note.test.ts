import { describe, expect, it } from 'vitest';
import { roundingNote } from './rounding-note';

const line = (requested: number, quantity: number, toPack: boolean, toMinimum: boolean) => ({
  Quantity: quantity,
  PackSize: 12,
  MinimumQuantity: 48,
  Rounding: { RequestedQuantity: requested, ToPack: toPack, ToMinimum: toMinimum },
});

describe('rounding note', () => {
  it('says nothing when the quantity is what was asked for', () => {
    expect(roundingNote(line(60, 60, false, false))).toBe('');
  });

  it('names the pack and the minimum that raised the quantity', () => {
    expect(roundingNote(line(50, 60, true, false))).toBe('Requested 50, rounded up to 60 (packs of 12).');
    expect(roundingNote(line(20, 48, true, true))).toBe(
      'Requested 20, rounded up to 48 (packs of 12, then minimum order 48).',
    );
    expect(roundingNote(line(24, 48, false, true))).toBe(
      'Requested 24, rounded up to 48 (minimum order 48).',
    );
  });
});
