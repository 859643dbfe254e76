// Production card fields: Stripe Elements. The card number never touches our page's code or our
// API; Stripe answers a payment method id (PCI SAQ-A). Stripe's script loads with this module,
// which the pledge step loads on demand, so the donor pages' first download stays small.
import { useImperativeHandle } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { cardServiceUnreachable } from '@thon/shared/catalog/messages';
import { useLanguage, useT } from '../../../i18n/translation';
import { isStagingSite } from '../../../lib/staging-site';
import type { CardEntryProps, PaymentMethodResult } from './card-entry-types';
import { publishableKeyFor } from './publishable-key';

// A build without a key shows the card fields' "unreachable" message instead of failing to load;
// a live key on a staging host is never handed to Stripe (publishable-key.ts).
const choice = publishableKeyFor(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);
const stripe = choice.key ? loadStripe(choice.key) : Promise.resolve(null);

function StripeCardFields({ handle, legend }: CardEntryProps) {
  const t = useT();
  const stripeJs = useStripe();
  const elements = useElements();
  useImperativeHandle(
    handle,
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

/** A staging host with a live key: no card fields, a clear reason, and every payment refused. */
function RefusedCardFields({ handle, legend, refusal }: CardEntryProps & { refusal: string }) {
  const t = useT();
  useImperativeHandle(handle, () => ({ createPaymentMethod: () => Promise.resolve({ error: t(refusal) }) }), [
    t,
    refusal,
  ]);
  return (
    <fieldset className="card-entry">
      <legend>{legend ?? t('Card')}</legend>
      <p role="alert">{t(refusal)}</p>
    </fieldset>
  );
}

export function StripeCardEntry(props: CardEntryProps) {
  // Stripe's own fields and messages in the reader's language (set when Elements is created).
  const { language } = useLanguage();
  const t = useT();
  if (choice.refusal) return <RefusedCardFields {...props} refusal={choice.refusal} />;
  return (
    <>
      {isStagingSite() && <p className="field-hint">{t('Test mode')}</p>}
      <Elements key={language} stripe={stripe} options={{ locale: language }}>
        <StripeCardFields {...props} />
      </Elements>
    </>
  );
}
