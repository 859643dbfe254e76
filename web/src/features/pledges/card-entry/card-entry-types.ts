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
  ref: Ref<CardEntryHandle>;
  /** The card fields' group label, translated (default: "Card"). */
  legend?: string;
}
