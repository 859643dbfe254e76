// The payment provider port is declared by the domain (domain/ports/payments.ts); the adapters
// here name its types from this module, as they always have.
export type * from '../../domain/ports/payments';
