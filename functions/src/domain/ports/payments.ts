// The payment provider port: the interface lives beside its adapter (platform/payments), whose
// types describe the provider's answers; the domain names it from here, as a type only.
export type {
  AuthenticationRequired,
  CardSaveOutcome,
  ChargeFound,
  ChargeOutcome,
  ChargeRequest,
  Declined,
  PaymentProvider,
  PaymentRecord,
} from '../../platform/payments/payment-provider';
