// The payment provider the domain uses: the Stripe adapter (locally pointed at the stand-in).
import type { PaymentProvider } from './payment-provider';
import { stripePaymentProvider } from './stripe-payment-provider';

export const paymentProvider: PaymentProvider = stripePaymentProvider;
