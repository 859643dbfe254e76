// Payments only in test mode off production (spec section 9: a staging site takes no real money).
// Every stage but 'prod' (dev, a local stack, tests) refuses a live Stripe secret or restricted
// key, so a mis-set secret on a test stage fails loudly instead of charging real cards.
const liveKeyPrefixes = ['sk_live_', 'rk_live_'] as const;

export function liveKeyRefusal(stage: string | undefined): string {
  return `Refusing a live payment provider key on the ${stage ?? 'unnamed'} stage: only prod takes live payments.`;
}

/** The key itself when the stage may use it; throws for a live key anywhere but prod. */
export function keyForStage(key: string, stage: string | undefined): string {
  if (stage !== 'prod' && liveKeyPrefixes.some((prefix) => key.startsWith(prefix))) {
    throw new Error(liveKeyRefusal(stage));
  }
  return key;
}

const testKeyPrefixes = ['sk_test_', 'rk_test_'] as const;

export const liveKeyInTestMode =
  'Refusing a live payment provider key for test Thons: their key must be a test-mode key on every stage.';

/**
 * The test-mode key itself; throws for anything else. A test Thon charges through it on every
 * stage, prod included, so a live key put in its secret by mistake must fail loudly, not charge.
 */
export function testModeKey(key: string): string {
  if (!testKeyPrefixes.some((prefix) => key.startsWith(prefix))) throw new Error(liveKeyInTestMode);
  return key;
}
