import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/shop-messages';

// The vendors' refusals (vendors API) and the franchise's shop switch, typed here character for
// character: the API answers them and the vendor pages show them as they are.
const expected: Record<string, string> = {
  vendorChanged: 'This vendor was changed by someone else: reload it and try again.',
  vendorOwnerContactOnly:
    "As the vendor's owner you may change only its contact email and phone: ask an administrator for the rest.",
  vendorOwnerOnly: "Only the vendor's owner can do this.",
  vendorIdRequired: 'Choose the vendor.',
  vendorSelfDeactivation: 'You cannot deactivate your own account.',
  vendorSuspendedSignIn:
    'Your vendor account is suspended, so its users cannot sign in. Please contact administrator.',
  franchiseeSetsOrganizersMayShopOnly:
    'You may change only whether your organizers may shop: ask an administrator for the rest of your franchise.',
};

describe('shop vendor messages', () => {
  it.each(Object.entries(expected))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });
});
