// Stripe's documented test cards and test payment method ids, and what each one does
// (https://docs.stripe.com/testing). The stand-in honours exactly these; any other card number
// is refused as Stripe's test mode refuses real numbers.
export type CardBehaviour =
  | { kind: 'succeeds' }
  | { kind: 'declines'; declineCode: 'generic_decline' | 'insufficient_funds'; afterAttach?: boolean }
  | { kind: 'requires-authentication' }
  /** The charge succeeds, then the donor's bank disputes it as fraudulent. */
  | { kind: 'disputed' };

interface TestCard {
  number: string;
  paymentMethodId: string;
  brand: string;
  behaviour: CardBehaviour;
}

export const testCards: readonly TestCard[] = [
  {
    number: '4242424242424242',
    paymentMethodId: 'pm_card_visa',
    brand: 'visa',
    behaviour: { kind: 'succeeds' },
  },
  {
    number: '4000000000000002',
    paymentMethodId: 'pm_card_chargeDeclined',
    brand: 'visa',
    behaviour: { kind: 'declines', declineCode: 'generic_decline' },
  },
  {
    number: '4000000000009995',
    paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    behaviour: { kind: 'declines', declineCode: 'insufficient_funds' },
  },
  {
    // Stripe's "decline after attaching": saving the card succeeds, charging it later declines
    // (how a per-unit pledge's card fails when the units are final).
    number: '4000000000000341',
    paymentMethodId: 'pm_card_chargeCustomerFail',
    brand: 'visa',
    behaviour: { kind: 'declines', declineCode: 'generic_decline', afterAttach: true },
  },
  {
    number: '4000002500003155',
    paymentMethodId: 'pm_card_authenticationRequired',
    brand: 'visa',
    behaviour: { kind: 'requires-authentication' },
  },
  {
    number: '4000000000000259',
    paymentMethodId: 'pm_card_createDispute',
    brand: 'visa',
    behaviour: { kind: 'disputed' },
  },
];

export const cardByNumber = (number: string) =>
  testCards.find((card) => card.number === number.replace(/\s/g, ''));
export const cardByTestPaymentMethod = (id: string) => testCards.find((card) => card.paymentMethodId === id);
