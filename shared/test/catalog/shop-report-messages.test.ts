import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/shop-messages';

// The shop reports' refusals, typed here character for character.
describe('shop report messages', () => {
  it.each([
    [messages.shopReportVendorRequired, 'Choose the vendor whose products this report shows.'],
    [messages.shopReportScopeRequired, 'Choose a Thon, a franchise or a vendor for this report.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
