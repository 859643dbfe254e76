// Build-time settings the card entry reads (Vite replaces them when it builds).
interface ImportMetaEnv {
  /** Stripe's publishable key (pk_live_... or pk_test_...); set when building for a stage. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /** The local Stripe-compatible stand-in (functions/dev/payment-stand-in); dev server only. */
  readonly VITE_PAYMENT_STAND_IN_URL?: string;
}
