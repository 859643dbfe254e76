import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/vendor-console-messages';

// The vendor pages' wording, typed here character for character.
describe('vendor console messages', () => {
  it('confirms vendor changes naming the vendor', () => {
    expect(messages.vendorCreated('Ribbon & Medal Co')).toBe(
      'The vendor Ribbon & Medal Co was created and its owner invited.',
    );
    expect(messages.vendorSaved('Ribbon & Medal Co')).toBe('The vendor Ribbon & Medal Co was saved.');
  });

  it('says what each payout status means', () => {
    expect(messages.vendorPayoutText).toEqual({
      NotConnected: 'No payout account yet: connect one so buyers can pay this vendor by card.',
      Pending:
        'The payout account is not approved yet. Finish onboarding if the payment provider asks for more.',
      Enabled: 'Card orders are paid into this payout account.',
    });
    expect(messages.vendorOnboardingExpired).toBe(
      'The onboarding link expired. Continue onboarding for a new one.',
    );
  });

  it('asks for the shipping fee in dollars within its limit', () => {
    expect(messages.shippingFeeNotValid('$1,000')).toBe(
      'Enter the shipping fee in dollars, from $0 to $1,000.',
    );
  });

  it('has a pin for every message', () => {
    expect(Object.keys(messages).sort()).toEqual(
      [
        'shippingFeeNotValid',
        'vendorCreated',
        'vendorOnboardingExpired',
        'vendorPayoutText',
        'vendorSaved',
      ].sort(),
    );
  });
});
