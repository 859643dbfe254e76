// The PCI SAQ-A seam: the pledge and manage pages ask for a payment method id and never see card
// data. Card fields belong to the provider (Stripe Elements in production; locally a form that
// talks to the Stripe-compatible stand-in directly, never to our API).
import type { Ref } from 'react';

/** Who pays, as the provider records it on the payment method. */
export interface Billing {
  name: string;
  email: string;
  phone?: string;
}

/** A provider's payment method id (pm_...), or the message to show beside the card fields. */
export type PaymentMethodResult = { paymentMethodId: string } | { error: string };

export interface CardEntryHandle {
  createPaymentMethod(billing: Billing): Promise<PaymentMethodResult>;
}

export interface CardEntryProps {
  /**
   * Where the fields put their handle. Not `ref`: the production build renders with Preact, which
   * does not pass `ref` to a function component as a prop (React 19 does), so the card step would
   * get no handle there and could not create a payment method.
   */
  handle: Ref<CardEntryHandle>;
  /** The card fields' group label, translated (default: "Card"). */
  legend?: string;
}
