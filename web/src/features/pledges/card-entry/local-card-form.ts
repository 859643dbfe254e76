// The local card form's rules and its one request (dev server only; see card-entry.tsx): the
// spec's card number pattern with the Luhn check, an expiry month that has not passed, a 3 or 4
// digit security code. The card goes straight to the Stripe-compatible stand-in, as a browser
// sends it to Stripe: form-encoded, with the publishable key; never to our API.
import {
  cardExpired,
  cardServiceUnreachable,
  enterRequiredFields,
  valueNotValid,
} from '@thon/shared/catalog/messages';
import { cardNumberPattern, cardSecurityCodePattern, passesLuhn } from '@thon/shared/catalog/patterns';
import type { Billing, PaymentMethodResult } from './card-entry-types';

export interface LocalCard {
  number: string;
  expiry: string;
  securityCode: string;
}

export type LocalCardErrors = Partial<Record<keyof LocalCard, string>>;

const expiryPattern = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2})$/u;

export function checkLocalCard(card: LocalCard, now = new Date()): LocalCardErrors {
  const errors: LocalCardErrors = {};
  const number = card.number.trim();
  if (!number) errors.number = enterRequiredFields;
  else if (!cardNumberPattern.test(number) || !passesLuhn(number.replace(/[ -]/g, '')))
    errors.number = valueNotValid;
  const expiry = expiryPattern.exec(card.expiry.trim());
  if (!card.expiry.trim()) errors.expiry = enterRequiredFields;
  else if (!expiry) errors.expiry = valueNotValid;
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = cardExpired;
  }
  const code = card.securityCode.trim();
  if (!code) errors.securityCode = enterRequiredFields;
  else if (!cardSecurityCodePattern.test(code)) errors.securityCode = valueNotValid;
  return errors;
}

const standInUrl = import.meta.env.VITE_PAYMENT_STAND_IN_URL ?? 'http://127.0.0.1:12111';
const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? 'pk_test_local';

/** The stand-in's form body: Stripe's parameter names for a card payment method. */
export function paymentMethodParams(card: LocalCard, billing: Billing): URLSearchParams {
  const [, month = '', year = ''] = expiryPattern.exec(card.expiry.trim()) ?? [];
  const params = new URLSearchParams({
    type: 'card',
    'card[number]': card.number.replace(/[ -]/g, ''),
    'card[exp_month]': String(Number(month)),
    'card[exp_year]': `20${year}`,
    'card[cvc]': card.securityCode.trim(),
    'billing_details[name]': billing.name,
    'billing_details[email]': billing.email,
  });
  if (billing.phone) params.set('billing_details[phone]', billing.phone);
  return params;
}

export async function createLocalPaymentMethod(
  card: LocalCard,
  billing: Billing,
): Promise<PaymentMethodResult> {
  let answer: { id?: unknown; error?: { message?: unknown } };
  try {
    const response = await fetch(`${standInUrl}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: paymentMethodParams(card, billing).toString(),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    return { error: cardServiceUnreachable };
  }
  if (typeof answer.id === 'string') return { paymentMethodId: answer.id };
  // The provider's own words about the card, as Stripe's are shown in production.
  return { error: typeof answer.error?.message === 'string' ? answer.error.message : cardServiceUnreachable };
}
