// Production card fields: Stripe Elements. The card number never touches our page's code or our
// API; Stripe answers a payment method id (PCI SAQ-A). Stripe's script loads with this module,
// which the pledge step loads on demand, so the donor pages' first download stays small.
import { useImperativeHandle } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { cardServiceUnreachable } from '@thon/shared/catalog/messages';
import { useLanguage, useT } from '../../../i18n/translation';
import type { CardEntryProps, PaymentMethodResult } from './card-entry-types';

// A build without a key shows the card fields' "unreachable" message instead of failing to load.
const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
const stripe = publishableKey ? loadStripe(publishableKey) : Promise.resolve(null);

function StripeCardFields({ ref, legend }: CardEntryProps) {
  const t = useT();
  const stripeJs = useStripe();
  const elements = useElements();
  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod(billing): Promise<PaymentMethodResult> {
        const card = elements?.getElement(CardElement);
        if (!stripeJs || !card) return { error: cardServiceUnreachable };
        const { paymentMethod, error } = await stripeJs.createPaymentMethod({
          type: 'card',
          card,
          billing_details: billing,
        });
        // Stripe's own message for the donor (card number incomplete, declined at check, ...).
        return paymentMethod
          ? { paymentMethodId: paymentMethod.id }
          : { error: error.message ?? cardServiceUnreachable };
      },
    }),
    [stripeJs, elements],
  );
  return (
    <fieldset className="card-entry">
      <legend>{legend ?? t('Card')}</legend>
      <CardElement options={{ hidePostalCode: true }} />
    </fieldset>
  );
}

export function StripeCardEntry(props: CardEntryProps) {
  // Stripe's own fields and messages in the reader's language (set when Elements is created).
  const { language } = useLanguage();
  return (
    <Elements key={language} stripe={stripe} options={{ locale: language }}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
