// The vendor pages' own wording (product wording, English only like the console): the console's
// confirmations of vendor changes, the payout account's states as a vendor reads them, and the
// shipping fee's check. Each confirmation is a page's status line and its toast. The API's
// refusals stay in shop-messages.ts; these are the pages' own, kept apart (as
// franchise-console-messages.ts) so no other page downloads them.
export const vendorCreated = (name: string) => `The vendor ${name} was created and its owner invited.`;
export const vendorSaved = (name: string) => `The vendor ${name} was saved.`;

/** What each payout status means for a vendor (card orders are destination charges paying it). */
export const vendorPayoutText = {
  NotConnected: 'No payout account yet: connect one so buyers can pay this vendor by card.',
  Pending: 'The payout account is not approved yet. Finish onboarding if the payment provider asks for more.',
  Enabled: 'Card orders are paid into this payout account.',
} as const;
export const vendorOnboardingExpired = 'The onboarding link expired. Continue onboarding for a new one.';

export const shippingFeeNotValid = (maxDollars: string) =>
  `Enter the shipping fee in dollars, from $0 to ${maxDollars}.`;
