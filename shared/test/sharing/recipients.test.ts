import { describe, expect, it } from 'vitest';
import { nonUsCanadaNanpAreaCodes, textableAreaCode } from '@thon/shared/catalog/sms-area-codes';
import { normalizeMobile } from '@thon/shared/sharing/recipients';

describe('mobile numbers for text invitations', () => {
  it('are US and Canadian numbers in the spec pattern, as E.164', () => {
    expect(normalizeMobile('(555) 123-4567')).toBe('+15551234567');
    expect(normalizeMobile('1-416-555-0123')).toBe('+14165550123');
    expect(normalizeMobile('604.555.0123')).toBe('+16045550123');
    // US territories are texted like the states (AWS sends to them with the same US numbers).
    for (const areaCode of ['787', '939', '340', '671', '670', '684']) {
      expect(normalizeMobile(`${areaCode}5550123`), areaCode).toBe(`+1${areaCode}5550123`);
    }
  });

  it('leave out the other NANP members, premium-rate 900 and area codes no number has', () => {
    for (const areaCode of nonUsCanadaNanpAreaCodes) {
      expect(normalizeMobile(`(${areaCode}) 555-0123`), areaCode).toBeUndefined();
      expect(textableAreaCode(areaCode), areaCode).toBe(false);
    }
    expect(nonUsCanadaNanpAreaCodes).toEqual(
      expect.arrayContaining(['242', '246', '264', '268', '284', '345', '441', '473', '649', '658']),
    );
    expect(nonUsCanadaNanpAreaCodes).toEqual(
      expect.arrayContaining(['664', '721', '758', '767', '784', '809', '829', '849', '868', '869', '876']),
    );
    for (const number of [
      '900-555-0100',
      '1-900-555-0100',
      '011-555-0100',
      '(123) 555-0100',
      '211-555-0100',
    ]) {
      expect(normalizeMobile(number), number).toBeUndefined();
    }
    expect(normalizeMobile('555-1234')).toBeUndefined();
  });
});
