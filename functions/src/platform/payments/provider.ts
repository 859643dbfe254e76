// The payment providers the domain uses: the Stripe adapter in live mode, and in test mode for test
// Thons (locally both point at the stand-in, each with its own key).
import type { PaymentProvider } from './payment-provider';
import { stripePaymentProvider, stripeTestPaymentProvider } from './stripe-payment-provider';

export const paymentProvider: PaymentProvider = stripePaymentProvider;
export const testPaymentProvider: PaymentProvider = stripeTestPaymentProvider;
